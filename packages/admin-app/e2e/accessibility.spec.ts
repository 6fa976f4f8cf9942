import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, signIn } from './session';

/** The first record of each list, from the e2e API, for the edit and details routes of spec §2. */
async function firstRecords(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const first = '(limit: 1) { items { id } }';
  const response = await page.request.post(`${API_ORIGIN}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `{ users: findUsers${first} products: findProducts${first} brands: findBrands${first}
        categories: findCategories${first} stores: findStores${first} organizations: findOrganizations${first}
        banners: findBannerCarousels${first} productCarousels: findProductCarousels${first}
        menus: findFeaturedMenus${first} posts: findBlogPosts${first} jobs: findJobs${first}
        sales: findSales(limit: 1) { items { slug } } }`,
    },
  });
  const { data } = (await response.json()) as {
    data: Record<string, { items: { id: string; slug?: string }[] }>;
  };
  const id = (key: string) => data[key]?.items[0]?.id ?? 'missing';
  return { id, saleSlug: data.sales?.items[0]?.slug ?? 'missing' };
}

/** Every route of spec §2 (lists, new forms, edit forms, details), signed in as admin. */
function routesOf({ id, saleSlug }: Awaited<ReturnType<typeof firstRecords>>) {
  return [
    '/',
    '/profile',
    '/users',
    '/activity',
    '/users/new',
    `/users/${id('users')}/edit`,
    '/products',
    '/products/new',
    `/products/${id('products')}/edit`,
    '/brands',
    '/brands/new',
    `/brands/${id('brands')}/edit`,
    '/categories',
    '/categories/new',
    `/categories/${id('categories')}/edit`,
    '/categories/move-categories',
    '/stores',
    '/stores/new',
    `/stores/${id('stores')}/edit`,
    '/carousel/banner-carousel',
    '/carousel/banner-carousel/new',
    `/carousel/banner-carousel/${id('banners')}/edit`,
    '/carousel/product-carousel',
    '/carousel/product-carousel/new',
    `/carousel/product-carousel/${id('productCarousels')}/edit`,
    '/media-library',
    '/featured-menu',
    '/featured-menu/new',
    `/featured-menu/${id('menus')}/edit`,
    '/sales',
    '/sales/new',
    `/sales/${saleSlug}/edit`,
    '/organizations',
    '/organizations/new',
    `/organizations/${id('organizations')}/edit`,
    '/page-layout',
    '/page-layout/new',
    '/blog',
    '/blog/new',
    `/blog/${id('posts')}/edit`,
    '/jobscheduler',
    `/jobscheduler/${id('jobs')}/details`,
  ];
}

test('every route of the back-office has no axe violations', async ({ page }) => {
  // About 45 routes, each loaded, settled and scanned by axe: on a busy 2-core machine that took over 4 minutes.
  test.setTimeout(600_000);
  await page.goto('/login');
  // The public pages first: the sign-in form and the not-found page.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const violations: Record<string, string[]> = {};
  const check = async (route: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    if (results.violations.length) {
      violations[route] = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    }
  };
  await check('/login');
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await check('/404');

  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const route of routesOf(await firstRecords(page))) {
    await page.goto(route);
    // What a person waits for: the screen's heading, then its content (no skeleton or progress bar left).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
    await check(route);
  }
  expect(violations).toEqual({});
});
