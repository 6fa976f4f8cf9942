import type { ProductFilter } from '../../graphql/types.generated';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product list's URL filters, by name. */
export const productListFilters = ['active', 'brand', 'category', 'store', 'expiring', 'featured'] as const;

const flag = (values: string[] | undefined) =>
  values?.[0] === 'true' ? true : values?.[0] === 'false' ? false : undefined;
const ids = (values: string[] | undefined) => (values?.length ? values : undefined);

/**
 * The API filter for a product list URL: `brand`, `category` and `store` hold ids, `expiring=7` means active deals
 * that end within the next 7 days (the dashboard's "expiring soon").
 */
export function productFilterFromUrl(filters: Record<string, string[]>, now = new Date()): ProductFilter {
  const days = Number(filters.expiring?.[0]);
  const expiring = Number.isInteger(days) && days > 0 && days <= 365;
  return {
    active: expiring ? true : flag(filters.active),
    featured: flag(filters.featured),
    brandIds: ids(filters.brand),
    categoryIds: ids(filters.category),
    storeIds: ids(filters.store),
    ...(expiring
      ? { expiresAfter: now.toISOString(), expiresBefore: new Date(now.getTime() + days * DAY_MS).toISOString() }
      : {}),
  };
}
