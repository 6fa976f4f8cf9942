import { productEntity } from '@deals/domain/entities';
import type { ProductFilter } from '../../graphql/types.generated';
import { definedListFilter, definedListOptions } from '../../lists/definedFilters';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product list's URL filters, by name: the definition's (`brand`, `category`, `store`, the flags) and `expiring`. */
export const productListFilters = definedListOptions(productEntity, { filters: ['expiring'] }).filters ?? [];

/**
 * The API filter for a product list URL: each filter of the product's definition (`brand=3,7` → `brandIds`, the
 * yes/no flags by their argument), and `expiring=7`, the dashboard's "expiring soon": active deals that end within
 * the next 7 days.
 */
export function productFilterFromUrl(filters: Record<string, string[]>, now = new Date()): ProductFilter {
  const days = Number(filters.expiring?.[0]);
  const expiring = Number.isInteger(days) && days > 0 && days <= 365;
  const defined = definedListFilter(productEntity, filters);
  return {
    ...defined,
    active: expiring ? true : defined.active,
    ...(expiring
      ? { expiresAfter: now.toISOString(), expiresBefore: new Date(now.getTime() + days * DAY_MS).toISOString() }
      : {}),
  };
}
