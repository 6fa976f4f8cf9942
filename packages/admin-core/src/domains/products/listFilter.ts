import { productEntity } from '@deals/domain/entities';
import type { ProductFilter } from '../../graphql/types.generated';
import { flagFilters, flagFilterValues } from '../../lists/definedFilters';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product list's URL filters, by name: its references, the dashboard's `expiring`, and the definition's flags. */
export const productListFilters = [
  'brand',
  'category',
  'store',
  'expiring',
  ...flagFilters(productEntity).map((filter) => filter.arg),
] as const;

const ids = (values: string[] | undefined) => (values?.length ? values : undefined);

/**
 * The API filter for a product list URL: `brand`, `category` and `store` hold ids, `expiring=7` means active deals
 * that end within the next 7 days (the dashboard's "expiring soon"), and each yes/no filter of the product's
 * definition (`active`, `featured`, …) is named by its argument.
 */
export function productFilterFromUrl(filters: Record<string, string[]>, now = new Date()): ProductFilter {
  const days = Number(filters.expiring?.[0]);
  const expiring = Number.isInteger(days) && days > 0 && days <= 365;
  const flags = flagFilterValues(productEntity, filters);
  return {
    ...flags,
    active: expiring ? true : flags.active,
    brandIds: ids(filters.brand),
    categoryIds: ids(filters.category),
    storeIds: ids(filters.store),
    ...(expiring
      ? { expiresAfter: now.toISOString(), expiresBefore: new Date(now.getTime() + days * DAY_MS).toISOString() }
      : {}),
  };
}
