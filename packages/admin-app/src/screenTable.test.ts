import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardedScreenFor, guardedScreens } from './screenTable';

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
