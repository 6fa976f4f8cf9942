import { bannerSlideProblems, countProblem, LIST_LIMITS, menuItemProblems, TEXT_LIMITS } from '@deals/admin-core/rules';
import type { BannerCarouselInput, FeaturedMenuInput, ProductCarouselInput } from '../../graphql/resolvers.generated';
import { refuse, refuseFirst, requiredText } from '../../validation/rules';
import { toId } from '../listQuery';
import { orderedListRepository, type OrderedListRow, type OrderedListWrite } from './orderedListRepository';

export interface BannerSlideEntry {
  imageUrl: string;
  linkUrl: string;
  altText: string;
}

export interface MenuItemEntry {
  label: string;
  url: string;
  imageUrl: string | null;
}

export const bannerCarouselRepository = orderedListRepository<BannerSlideEntry>({
  table: 'banner_carousels',
  entriesColumn: 'slides',
  label: 'Banner carousel',
  hasPlacement: true,
});

export const productCarouselRepository = orderedListRepository<string>({
  table: 'product_carousels',
  entriesColumn: 'product_ids',
  label: 'Product carousel',
  hasPlacement: true,
});

export const featuredMenuRepository = orderedListRepository<MenuItemEntry>({
  table: 'featured_menus',
  entriesColumn: 'items',
  label: 'Featured menu',
  hasPlacement: false,
});

/** Each refused field of the entry at `field` ("slides.0"), named by its path. */
const at = (field: string, problems: Record<string, string>) =>
  refuseFirst(Object.fromEntries(Object.entries(problems).map(([key, message]) => [`${field}.${key}`, message])));

export function bannerCarouselWrite(input: BannerCarouselInput): OrderedListWrite<BannerSlideEntry> {
  refuse(countProblem(input.slides.length, 'slide', LIST_LIMITS.bannerSlides), 'slides');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: input.placement,
    active: input.active ?? true,
    entries: input.slides.map((slide, index) => {
      at(`slides.${index}`, bannerSlideProblems(slide));
      return { imageUrl: slide.imageUrl.trim(), linkUrl: slide.linkUrl.trim(), altText: slide.altText.trim() };
    }),
  };
}

export function productCarouselWrite(input: ProductCarouselInput): OrderedListWrite<string> {
  const ids = [...new Set(input.productIds.map((id) => String(toId(id, 'productIds'))))];
  refuse(countProblem(ids.length, 'product', LIST_LIMITS.carouselProducts), 'productIds');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: input.placement,
    active: input.active ?? true,
    entries: ids,
  };
}

export function featuredMenuWrite(input: FeaturedMenuInput): OrderedListWrite<MenuItemEntry> {
  refuse(countProblem(input.items.length, 'item', LIST_LIMITS.menuItems), 'items');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: null,
    active: input.active ?? true,
    entries: input.items.map((item, index) => {
      at(`items.${index}`, menuItemProblems(item));
      return { label: item.label.trim(), url: item.url.trim(), imageUrl: item.imageUrl?.trim() || null };
    }),
  };
}

export type BannerCarouselRow = OrderedListRow<BannerSlideEntry>;
export type ProductCarouselRow = OrderedListRow<string>;
export type FeaturedMenuRow = OrderedListRow<MenuItemEntry>;
