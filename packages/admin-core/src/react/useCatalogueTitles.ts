import { FindBrandTitlesDocument } from '../domains/brands/titles.generated';
import { FindCategoryTitlesDocument } from '../domains/categories/titles.generated';
import { FindStoreTitlesDocument } from '../domains/stores/titles.generated';
import type { FilterKind, FilterOption } from '../stores/filters';
import { useQueryResult, type QueryResult } from './queryHooks';

const PICKER_LIMIT = 25;

/**
 * Titles matching `search` for a single-choice picker in a form (a product's brand, category or store). Unlike the
 * list filter stores these go through the cache: the same search twice costs one request.
 */
export function useCatalogueTitles(kind: FilterKind, search: string) {
  const variables = { search: search || undefined, limit: PICKER_LIMIT };
  const brands = useQueryResult(FindBrandTitlesDocument, variables, (data) => data.findBrands, {
    skip: kind !== 'brand',
  });
  const categories = useQueryResult(FindCategoryTitlesDocument, variables, (data) => data.findCategories, {
    skip: kind !== 'category',
  });
  const stores = useQueryResult(FindStoreTitlesDocument, variables, (data) => data.findStores, {
    skip: kind !== 'store',
  });
  const result: QueryResult<{ items: FilterOption[]; count: number }> =
    kind === 'brand' ? brands : kind === 'category' ? categories : stores;
  return result;
}
