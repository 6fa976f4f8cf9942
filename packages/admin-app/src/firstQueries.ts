import type { RoutePreload } from './kit/routePreload';

/**
 * Every first-query module the route table may name (`firstQuery` in routeTable.ts), by its path under src/screens.
 * Part of the app's chunk, not the screen's: a full load starts the query as the app starts, a navigation as it begins
 * — neither waits for the screen's code (issue 17: on /brands the list query went out only once the screen's chunk was
 * in).
 */
const firstQueryModules = import.meta.glob<RoutePreload>('./screens/**/*Query.ts', {
  import: 'firstQuery',
  eager: true,
});

/** The first query the route table names for a screen, if it names one. */
export function firstQueryOf(route: { firstQuery?: string }): RoutePreload | undefined {
  if (!route.firstQuery) return undefined;
  const preload = firstQueryModules[`./screens/${route.firstQuery}.ts`];
  if (!preload) throw new Error(`The route table names a first query that does not exist: ${route.firstQuery}.`);
  return preload;
}
