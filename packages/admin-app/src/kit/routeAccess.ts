import type { Action, Resource } from '@deals/admin-core';
import { useMatches } from 'react-router-dom';

/** What a route needs: the action on the resource the person must be allowed, by the shared permission table. */
export interface RouteAccess {
  action: Action;
  resource: Resource;
}

/** A route's `handle`, read by the shell (the no-access page) and the kit (New, Save, Delete). */
export const needs = (action: Action, resource: Resource): { access: RouteAccess } => ({
  access: { action, resource },
});

/** The access the current route declares (its deepest match that declares one), if any. */
export function useRouteAccess(): RouteAccess | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const access = (matches[index]?.handle as { access?: RouteAccess } | undefined)?.access;
    if (access) return access;
  }
  return undefined;
}
