import { bannerCarouselEntity, featuredMenuEntity, productCarouselEntity } from '@deals/domain/entities';
import type { BannerCarouselInput, FeaturedMenuInput, ProductCarouselInput } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
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

// Each list's definition checks the input (the form checks the same), entries included (`slides.0.altText`).

export function bannerCarouselWrite(input: BannerCarouselInput): OrderedListWrite<BannerSlideEntry> {
  const { title, placement, active, slides } = entityWriteFrom(bannerCarouselEntity, input);
  return { title, placement, active, entries: slides };
}

export function productCarouselWrite(input: ProductCarouselInput): OrderedListWrite<string> {
  const { title, placement, active, productIds } = entityWriteFrom(productCarouselEntity, input);
  return { title, placement, active, entries: productIds };
}

export function featuredMenuWrite(input: FeaturedMenuInput): OrderedListWrite<MenuItemEntry> {
  const { title, active, items } = entityWriteFrom(featuredMenuEntity, input);
  return { title, placement: null, active, entries: items };
}

export type BannerCarouselRow = OrderedListRow<BannerSlideEntry>;
export type ProductCarouselRow = OrderedListRow<string>;
export type FeaturedMenuRow = OrderedListRow<MenuItemEntry>;
