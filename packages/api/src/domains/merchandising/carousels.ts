import { TEXT_LIMITS } from '@deals/admin-core/rules';
import { badInput } from '../../graphql/errors';
import type { BannerCarouselInput, FeaturedMenuInput, ProductCarouselInput } from '../../graphql/resolvers.generated';
import { optionalUrl, requiredLink, requiredText, requiredUrl } from '../../validation/rules';
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

function countBetween(length: number, min: number, max: number, field: string, noun: string) {
  if (length < min) throw badInput(`Add at least ${min} ${noun}${min === 1 ? '' : 's'}.`, field);
  if (length > max) throw badInput(`At most ${max} ${noun}s are allowed.`, field);
}

export function bannerCarouselWrite(input: BannerCarouselInput): OrderedListWrite<BannerSlideEntry> {
  countBetween(input.slides.length, 1, 12, 'slides', 'slide');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: input.placement,
    active: input.active ?? true,
    entries: input.slides.map((slide, index) => ({
      imageUrl: requiredUrl(slide.imageUrl, `slides.${index}.imageUrl`, 'Slide image'),
      linkUrl: requiredLink(slide.linkUrl, `slides.${index}.linkUrl`, 'Slide link'),
      altText: requiredText(slide.altText, `slides.${index}.altText`, 'Alt text', TEXT_LIMITS.altText),
    })),
  };
}

export function productCarouselWrite(input: ProductCarouselInput): OrderedListWrite<string> {
  const ids = [...new Set(input.productIds.map((id) => String(toId(id, 'productIds'))))];
  countBetween(ids.length, 1, 30, 'productIds', 'product');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: input.placement,
    active: input.active ?? true,
    entries: ids,
  };
}

export function featuredMenuWrite(input: FeaturedMenuInput): OrderedListWrite<MenuItemEntry> {
  countBetween(input.items.length, 1, 20, 'items', 'item');
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    placement: null,
    active: input.active ?? true,
    entries: input.items.map((item, index) => ({
      label: requiredText(item.label, `items.${index}.label`, 'Label', TEXT_LIMITS.menuLabel),
      url: requiredLink(item.url, `items.${index}.url`, 'Link'),
      imageUrl: optionalUrl(item.imageUrl, `items.${index}.imageUrl`, 'Image URL'),
    })),
  };
}

export type BannerCarouselRow = OrderedListRow<BannerSlideEntry>;
export type ProductCarouselRow = OrderedListRow<string>;
export type FeaturedMenuRow = OrderedListRow<MenuItemEntry>;
