import { definedListFilter, type EntityDefinition, type ListState, type ListStateOptions } from '@deals/admin-core';
import { appConfig } from '../../config';
import { listVariables } from '../listTable';
import { useUrlListState } from '../useUrlListState';

/**
 * The list query's variables from the URL's list state: the page, search and sort, and the filter the entity's
 * definition declares. `Variables` is the query's (`FindStoresQueryVariables`): the sort fields are the list's
 * options' and the filter's arguments and enum options the schema's, so the URL state fits it.
 */
export function definedListVariables<Variables>(entity: EntityDefinition, state: ListState): Variables {
  return {
    ...listVariables(state, appConfig.pageSize),
    filter: definedListFilter(entity, state.filters),
  } as Variables;
}

/**
 * A list screen's URL state, its query's variables and its rows, from the entity's definition: `options` from
 * `definedListOptions(entity, …)` (made once, beside the screen), `useList` the entity's list hook (`useStoreList`).
 */
export function useDefinedList<Variables, Result>(
  entity: EntityDefinition,
  options: ListStateOptions,
  useList: (variables: Variables) => Result,
) {
  const [state, update] = useUrlListState(options);
  const variables = definedListVariables<Variables>(entity, state);
  const list = useList(variables);
  return { state, update, variables, list };
}
