import {
  definedListOptions,
  FindBrandsDocument,
  type FindBrandsQueryVariables,
  type ListState,
} from '@deals/admin-core';
import { brandEntity } from '@deals/domain/entities';
import { definedListVariables } from '../../kit/list/useDefinedList';
import { listPreload } from '../../kit/routePreload';

/** The brand list's URL state: the filters its definition declares, its sort fields and default order. */
export const brandListOptions = definedListOptions(brandEntity);

/** The list query's variables: the same for the screen and its route's preload. */
export const brandListVariables = (state: ListState) =>
  definedListVariables<FindBrandsQueryVariables>(brandEntity, state);

/** The screen's first query, named by its route in the route table (routeTable.ts). */
export const firstQuery = listPreload(FindBrandsDocument, brandListOptions, brandListVariables);
