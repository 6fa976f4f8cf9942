import { bannerSlideProblems, countProblem, LIST_LIMITS, menuItemProblems, TEXT_LIMITS } from '@deals/admin-core/rules';
import { badInput } from '../../graphql/errors';
import type { BannerCarouselInput, FeaturedMenuInput, ProductCarouselInput } from '../../graphql/resolvers.generated';
import { refuseFirst, requiredText } from '../../validation/rules';
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

function refuseCount(count: number, field: string, noun: string, max: number) {
  const problem = countProblem(count, noun, max);
  if (problem) throw badInput(problem, field);
}

/** Each refused field of the entry at `field` ("slides.0"), named by its path. */
const at = (field: string, problems: Record<string, string>) =>
  refuseFirst(Object.fromEntries(Object.entries(problems).map(([key, message]) => [`${field}.${key}`, message])));

export function bannerCarouselWrite(input: BannerCarouselInput): OrderedListWrite<BannerSlideEntry> {
  refuseCount(input.slides.length, 'slides', 'slide', LIST_LIMITS.bannerSlides);
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
  refuseCount(ids.length, 'productIds', 'product', LIST_LIMITS.carouselProducts);
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: input.placement,
    active: input.active ?? true,
    entries: ids,
  };
}

export function featuredMenuWrite(input: FeaturedMenuInput): OrderedListWrite<MenuItemEntry> {
  refuseCount(input.items.length, 'items', 'item', LIST_LIMITS.menuItems);
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
