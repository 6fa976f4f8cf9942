import {
  useBannerCarouselList,
  useFeaturedMenuList,
  useProductCarouselList,
  useSaleList,
  type LayoutSectionKind,
  type QueryResult,
} from '@deals/admin-core';
import type { SearchOption } from '../../kit/AddFromSearch';

type TitledList = QueryResult<{ items: { id: string; title: string }[] }>;

const asOptions = (found: TitledList): QueryResult<SearchOption[]> =>
  found.status === 'success'
    ? { ...found, data: found.data.items.map((item) => ({ id: item.id, label: item.title })) }
    : found;

const searchFor = (search: string) => ({ search: search || undefined, limit: 25 });

function useBannerCarouselOptions(search: string) {
  return asOptions(useBannerCarouselList(searchFor(search)));
}
function useProductCarouselOptions(search: string) {
  return asOptions(useProductCarouselList(searchFor(search)));
}
function useFeaturedMenuOptions(search: string) {
  return asOptions(useFeaturedMenuList(searchFor(search)));
}
function useSaleOptions(search: string) {
  return asOptions(useSaleList(searchFor(search)));
}

/** The search behind "Add a section" for each kind of section: what a layout can point at. */
export const sectionOptionHooks: Record<LayoutSectionKind, (search: string) => QueryResult<SearchOption[]>> = {
  BANNER_CAROUSEL: useBannerCarouselOptions,
  PRODUCT_CAROUSEL: useProductCarouselOptions,
  FEATURED_MENU: useFeaturedMenuOptions,
  SALES: useSaleOptions,
};
