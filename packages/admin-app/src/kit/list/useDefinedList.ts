import {
  definedListFilter,
  definedListOptions,
  type EntityDefinition,
  type ListState,
  type ListStateOptions,
} from '@deals/admin-core';
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

// One options object per entity: the URL state is read again only when the URL changes, not on every render.
const optionsByEntity = new WeakMap<EntityDefinition, ListStateOptions>();
function optionsOf(entity: EntityDefinition): ListStateOptions {
  const known = optionsByEntity.get(entity);
  if (known) return known;
  const options = definedListOptions(entity);
  optionsByEntity.set(entity, options);
  return options;
}

/**
 * A list screen's URL state, its query's variables and its rows, from the entity's definition: `useList` is the
 * entity's list hook (`useStoreList`); `options`, made once beside the screen with `definedListOptions(entity, …)`,
 * only where the screen adds filters or sorts of its own.
 */
export function useDefinedList<Variables, Result>(
  entity: EntityDefinition,
  useList: (variables: Variables) => Result,
  options: ListStateOptions = optionsOf(entity),
) {
  const [state, update] = useUrlListState(options);
  const variables = definedListVariables<Variables>(entity, state);
  const list = useList(variables);
  return { state, update, variables, list };
}
