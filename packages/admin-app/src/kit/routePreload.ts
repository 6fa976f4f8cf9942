import { preloadQuery, readListState, type AdminCore, type ListState, type ListStateOptions } from '@deals/admin-core';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * What a screen asks the API for first, from the route's URL (src/firstQueries.ts lists them). A full load starts it
 * as the app starts and a navigation as it begins, beside the screen's code and the session check, so the screen
 * finds its data in the cache or in flight. It must ask exactly what the screen's hook asks, or the screen sends a
 * second request.
 */
export type RoutePreload = (core: AdminCore, url: URL) => void;

/** The preload of a screen whose first query takes fixed variables (the dashboard's stats). */
export function queryPreload<Variables extends OperationVariables>(
  document: TypedDocumentNode<unknown, Variables>,
  variables: Variables,
): RoutePreload {
  return (core) => preloadQuery(core, document, variables);
}

/**
 * The preload of a list screen: its list query with the variables the screen derives from the same URL list state
 * (`useUrlListState` with the same options).
 */
export function listPreload<Variables extends OperationVariables>(
  document: TypedDocumentNode<unknown, Variables>,
  options: ListStateOptions,
  variables: (state: ListState) => Variables,
): RoutePreload {
  return (core, url) => preloadQuery(core, document, variables(readListState(url.searchParams, options)));
}
