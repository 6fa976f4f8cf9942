import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardedScreenFor, guardedScreens, openScreens } from './routeTable';
import type { ScreenRoute } from './routeTypes';
import { navigationFor } from './layout/navigation';

/** A URL that opens the route: each `:param` filled in. */
const sampleOf = (path: string) => `/${path.replace(/:\w+/g, 'x42')}`;

describe('guardedScreenFor (the entry chunk’s head start on the current screen)', () => {
  it('finds, for every guarded route, the screen react-router shows there', () => {
    for (const route of guardedScreens) {
      const url = sampleOf(route.path);
      // What react-router would match: of the routes whose pattern fits, the one with the most fixed segments.
      const fitting = guardedScreens.filter((candidate) => matchPath(`/${candidate.path}`, url));
      expect(fitting, url).toContain(route);
      expect(guardedScreenFor(url)?.screen, url).toBe(route.screen);
    }
  });

  it('matches as the router does: any case, a trailing slash, the query left aside', () => {
    expect(guardedScreenFor('/Brands/')?.screen).toBe('brands/BrandListScreen');
    expect(guardedScreenFor('/brands/12/edit')?.screen).toBe('brands/BrandFormScreen');
    expect(guardedScreenFor('/categories/move-categories')?.screen).toBe('categories/MoveCategoriesScreen');
    expect(guardedScreenFor('/')?.screen).toBe('dashboard/DashboardScreen');
  });

  it('knows nothing of pages outside the guarded screens', () => {
    for (const url of ['/login', '/404', '/brands/12', '/brands/12/edit/more', '/unknown'])
      expect(guardedScreenFor(url), url).toBeUndefined();
  });
});

/** Each module's source, to check what the table names without running screens in a unit test. */
const screenSources = import.meta.glob<string>('./screens/**/*Screen.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const querySources = import.meta.glob<string>('./screens/**/*Query.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const exports = (source: string | undefined, name: string) =>
  new RegExp(`export (const|function) ${name}\\b`).test(source ?? '');

describe('the route table (a screen declared once, with all it needs)', () => {
  it('names, for every screen, a module that exports it', () => {
    for (const route of [...guardedScreens, ...Object.values(openScreens)])
      expect(exports(screenSources[`./screens/${route.screen}.tsx`], route.name), route.screen).toBe(true);
  });

  it('names, for every first query, a module that exports one', () => {
    const named = guardedScreens.flatMap((route) => (route.firstQuery ? [route.firstQuery] : []));
    expect(named).toEqual(['dashboard/dashboardQuery', 'products/productListQuery', 'brands/brandListQuery']);
    for (const module of named)
      expect(exports(querySources[`./screens/${module}.ts`], 'firstQuery'), module).toBe(true);
  });

  it('declares each path once, and sidebar entries on list paths, each label and place in its group once', () => {
    const paths = guardedScreens.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const entries = guardedScreens.flatMap((route) => (route.nav ? [{ path: route.path, ...route.nav }] : []));
    for (const entry of entries) expect(entry.path, entry.label).not.toContain(':');
    expect(new Set(entries.map((entry) => entry.label)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => `${entry.group} ${entry.order}`)).size).toBe(entries.length);
  });

  it('refuses, by type, a sidebar entry without the read access that shows it', () => {
    const nav = { label: 'Coupons', icon: 'Tags', group: 'Catalogue', order: 9 } as const;
    // @ts-expect-error a sidebar entry needs the resource its role must read
    const withoutAccess: ScreenRoute = { path: 'coupons', screen: 'c/CouponListScreen', name: 'C', nav };
    // @ts-expect-error and read access, not another action
    const notRead: ScreenRoute = { ...withoutAccess, access: ['create', 'products'], nav };
    expect([withoutAccess, notRead]).toHaveLength(2);
  });

  it('gives the sidebar its groups, labels, links and order, and Activity only with the history', () => {
    const all = { can: () => true };
    const shown = (history: boolean) =>
      navigationFor(all, { history }).map((section) => [
        section.label,
        section.items.map((item) => `${item.label} ${item.href}`),
      ]);
    expect(shown(true)).toEqual([
      ['Overview', ['Dashboard /']],
      [
        'Catalogue',
        [
          'Products /products',
          'Brands /brands',
          'Categories /categories',
          'Stores /stores',
          'Media library /media-library',
        ],
      ],
      [
        'Merchandising',
        [
          'Sales /sales',
          'Banner carousels /carousel/banner-carousel',
          'Product carousels /carousel/product-carousel',
          'Featured menus /featured-menu',
          'Page layouts /page-layout',
          'Blog /blog',
        ],
      ],
      [
        'Administration',
        ['Users /users', 'Organizations /organizations', 'Job scheduler /jobscheduler', 'Activity /activity'],
      ],
    ]);
    expect(shown(false).at(-1)?.[1]).not.toContain('Activity /activity');
    const brandsOnly = navigationFor({ can: (action, resource) => action === 'read' && resource === 'brands' });
    expect(brandsOnly.map((section) => section.items.map((item) => item.label))).toEqual([['Brands']]);
  });
});
