import { FindBrandTitlesDocument, type FindBrandTitlesQuery } from '../domains/brands/titles.generated';
import { FindCategoryTitlesDocument, type FindCategoryTitlesQuery } from '../domains/categories/titles.generated';
import { FindStoreTitlesDocument, type FindStoreTitlesQuery } from '../domains/stores/titles.generated';

/** The filter stores' title queries (and how to read their items), loaded by createAdminCore with the first fetch. */
export const filterTitleDocuments = {
  brand: { query: FindBrandTitlesDocument, pick: (data: FindBrandTitlesQuery) => data.findBrands.items },
  store: { query: FindStoreTitlesDocument, pick: (data: FindStoreTitlesQuery) => data.findStores.items },
  category: { query: FindCategoryTitlesDocument, pick: (data: FindCategoryTitlesQuery) => data.findCategories.items },
};
