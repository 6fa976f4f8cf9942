import type { Action, Resource } from '@deals/admin-core';
import type { NavIcon } from './layout/navIcons';

/** What a screen's one declaration in the route table (routeTable.ts) names. */
export interface ScreenRef {
  /** The screen module under src/screens, without `.tsx`: its own chunk, loaded on the route's first visit. */
  screen: string;
  /** The module's export that is the screen. */
  name: string;
}

/** The sidebar's groups, in their order. */
export const navGroups = ['Overview', 'Catalogue', 'Merchandising', 'Administration'] as const;

/** A screen's sidebar (and command palette "Go to") entry. */
export interface NavEntry {
  label: string;
  icon: NavIcon;
  group: (typeof navGroups)[number];
  /** Its place within the group. */
  order: number;
  /** A capability the backend must have beyond the spec's §7 operations (Activity reads the history). */
  requires?: 'history';
}

interface ScreenBase extends ScreenRef {
  /** Relative to the guarded layout at `/`; '' is its index (the dashboard). */
  path: string;
  /**
   * The module under src/screens (without `.ts`) whose `firstQuery` export asks the API for the screen's first data:
   * a full load starts it as the app starts, a navigation as it begins (firstQueries.ts).
   */
  firstQuery?: string;
}

/**
 * A screen of the route tree (spec §2). One in the sidebar is shown only to a role that may read its resource, so it
 * must say which: the type refuses a navigation entry without read access.
 */
export type ScreenRoute = ScreenBase &
  ({ access?: readonly [Action, Resource]; nav?: undefined } | { access: readonly ['read', Resource]; nav: NavEntry });
