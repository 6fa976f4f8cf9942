import { FindBrandsDocument, type ListState } from '@deals/admin-core';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { listVariables } from '../../kit/listTable';
import { listPreload } from '../../kit/routePreload';

/** The brand list's URL state: its filters, sort fields and default order. */
export const brandListOptions = {
  filters: ['active'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

/** The list query's variables: the same for the screen and its route's preload. */
export const brandListVariables = (state: ListState) => ({
  ...listVariables<'TITLE'>(state, appConfig.pageSize),
  filter: { active: activeFromUrl(state.filters.active) },
});

/** The screen's first query, named by its route in the route table (routeTable.ts). */
export const firstQuery = listPreload(FindBrandsDocument, brandListOptions, brandListVariables);
