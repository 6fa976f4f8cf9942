import { FindProductsDocument, productFilterFromUrl, productListFilters, type ListState } from '@deals/admin-core';
import { appConfig } from '../../config';
import { listVariables } from '../../kit/listTable';
import { listPreload } from '../../kit/routePreload';

/** The product list's URL state: its definition's filters and `expiring`, its sort fields and default order. */
export const productListOptions = {
  filters: productListFilters,
  sortFields: ['TITLE', 'PRICE', 'UPDATED_AT', 'CREATED_AT', 'EXPIRES_AT'],
  defaultSort: { field: 'UPDATED_AT', order: 'DESC' as const },
};

/** The list query's variables: the same for the screen and its route's preload. */
export const productListVariables = (state: ListState, filter = productFilterFromUrl(state.filters)) => ({
  ...listVariables<'TITLE'>(state, appConfig.pageSize),
  filter,
});

/** The screen's first query, named by its route in the route table (routeTable.ts). */
export const firstQuery = listPreload(FindProductsDocument, productListOptions, (state) => productListVariables(state));
