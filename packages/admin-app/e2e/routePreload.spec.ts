import { expect, test, type Page, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expectDashboard, recordOperations, signIn } from './session';

/**
 * Issue 17: a route's first query goes out beside the session check (WhoAmI), not one round trip after it, and
 * the screen's own hook does not ask a second time.
 */

/** The GraphQL requests of the page from now on, by operation name, with the browser's timings once finished. */
function recordRequests(page: Page) {
  const finished: { operation: string; request: Request }[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) finished.push({ operation: body.operationName, request });
  });
  return {
    named: (operation: string) => finished.filter((entry) => entry.operation === operation),
    /** When the request left and when its answer was in, in the browser's clock (ms). */
    times(operation: string) {
      const [entry] = this.named(operation);
      if (!entry) throw new Error(`No ${operation} request was sent.`);
      const timing = entry.request.timing();
      return { sent: timing.startTime, answered: timing.startTime + timing.responseEnd };
    },
  };
}

const operationOf = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/graphql')
    ? (request.postDataJSON() as { operationName?: string } | null)?.operationName
    : undefined;

/**
 * Holds WhoAmI's answer until the screen's first query has left (20 s at most). Since the session check now goes out
 * as the app starts, it usually answers before the screen's code is in; held, it shows whether the screen's query
 * waits for it: a screen that did (the old waterfall) would send its query only after, and the test fails.
 */
async function holdWhoAmIUntilSent(page: Page, operations: string[]) {
  const sentOnes = new Map<string, () => void>();
  const sent = Promise.all(
    operations.map((operation) => new Promise<void>((resolve) => sentOnes.set(operation, resolve))),
  );
  page.on('request', (request) => sentOnes.get(operationOf(request) ?? '')?.());
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'WhoAmI') return route.fallback();
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await route.fallback();
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
});

test('a full load of /brands asks for the list once, before WhoAmI has answered', async ({ page }) => {
  await holdWhoAmIUntilSent(page, ['FindBrands']);
  const requests = recordRequests(page);
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  await expect.poll(() => requests.named('WhoAmI').length).toBe(1);
  expect(requests.named('FindBrands')).toHaveLength(1);
  expect(requests.times('FindBrands').sent).toBeLessThan(requests.times('WhoAmI').answered);
});

test('a full load of /brands fetches the screen’s code beside the app’s, before the app has started', async ({
  page,
}) => {
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  // Before, the router asked for the screen only once the app's chunk had run and set up React, Apollo and itself.
  const { screenRequested, appStarted } = await page.evaluate(() => ({
    screenRequested: performance
      .getEntriesByType('resource')
      .find((entry) => /\/BrandListScreen-[\w-]+\.js$/.test(entry.name))?.startTime,
    appStarted: performance.getEntriesByName('deals:app-start')[0]?.startTime,
  }));
  expect(screenRequested).toBeDefined();
  expect(appStarted).toBeDefined();
  expect(screenRequested!).toBeLessThan(appStarted!);
});

test('a full load of /brands fetches its code in a few dozen files and its styles in one', async ({ page }) => {
  // Before, 72 scripts (many of a few hundred bytes) and 10 stylesheets: over HTTP/1.1's six connections per host
  // they arrived batch after batch, and the first row waited for the last of them.
  const files = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') files[type].add(request.url());
  });
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  expect(files.script.size).toBeGreaterThan(0);
  expect(files.script.size).toBeLessThanOrEqual(30);
  expect(files.stylesheet.size).toBe(1);
});

test('a first visit to /brands downloads at most 252 KB of scripts (gzip) until its rows are shown', async ({
  page,
  browser,
}) => {
  // Issue 17: 268 KB with react-aria's Table (its collection, grid hooks and selection), 237 KB on a native table.
  // 247 KB since every list gained its CSV export, the phone Filters button, sign-out reasons and definition-driven
  // columns and filters: the budget moved from 245 to 250 KB with them. 250.1 KB once every list's URL state, filters
  // and sorts came from its definition (useDefinedList, DefinedListFilters; a lazy brand/category/store filter made it
  // 255 KB, its shared modules split into one more chunk): 252 KB; past it, something heavy reached the list.
  // A context of its own, signed in as this one is, with nothing in its cache yet.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const scripts: Promise<number>[] = [];
  fresh.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.response().then(async (response) => {
        // A redirect's own response has no body: the response it leads to is counted.
        if (!response || response.status() >= 300) return 0;
        return gzipSync(await response.body(), { level: 9 }).length;
      }),
    );
  });
  await fresh.goto('/brands');
  await expect(fresh.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  test.info().annotations.push({ type: 'brand list JS (gzip)', description: `${(total / 1024).toFixed(1)} KB` });
  expect(total / 1024).toBeLessThanOrEqual(252);
});

test('a full load of /brands puts the shell on screen first and the list in a render of its own', async ({ page }) => {
  // Which DOM mutation batch (one per committed render) first held the shell's top bar and first held the grid.
  await page.addInitScript(() => {
    const seen = { batch: 0, shell: 0, grid: 0 };
    Object.assign(window, { __firstSeen: seen });
    new MutationObserver(() => {
      seen.batch += 1;
      if (!seen.shell && document.querySelector('header')) seen.shell = seen.batch;
      if (!seen.grid && document.querySelector('[role="grid"][aria-label="Brands"]')) seen.grid = seen.batch;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { __firstSeen: { shell: number; grid: number } }).__firstSeen,
  );
  expect(seen.shell).toBeGreaterThan(0);
  // Before, one render committed both: shell and list came in the same batch, one long task.
  expect(seen.grid).toBeGreaterThan(seen.shell);
});

test('a shared, filtered and sorted brand link is asked for once, with the screen’s variables', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/brands?search=crest&sort=UPDATED_AT:DESC&active=true&page=1');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => requests.named('WhoAmI').length).toBe(1);
  expect(requests.named('FindBrands')).toHaveLength(1);
  expect(requests.named('FindBrands')[0]?.request.postDataJSON()).toMatchObject({
    variables: { search: 'crest', sort: { field: 'UPDATED_AT', order: 'DESC' }, filter: { active: true } },
  });
});

test('the product list and the dashboard start their first query before WhoAmI has answered', async ({ page }) => {
  await holdWhoAmIUntilSent(page, ['FindProducts']);
  const requests = recordRequests(page);
  await page.goto('/products');
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  await expect.poll(() => requests.named('WhoAmI').length).toBe(1);
  expect(requests.named('FindProducts')).toHaveLength(1);
  expect(requests.times('FindProducts').sent).toBeLessThan(requests.times('WhoAmI').answered);

  await page.unrouteAll({ behavior: 'wait' });
  await holdWhoAmIUntilSent(page, ['DashboardStats']);
  const dashboard = recordRequests(page);
  await page.goto('/');
  await expect(page.getByText('Products added per day').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => dashboard.named('WhoAmI').length).toBe(1);
  expect(dashboard.named('DashboardStats')).toHaveLength(1);
  expect(dashboard.times('DashboardStats').sent).toBeLessThan(dashboard.times('WhoAmI').answered);
});

test('without a session /brands sends no list query and goes to login', async ({ page }) => {
  await page.evaluate(() => localStorage.clear());
  const operations = recordOperations(page);
  await page.goto('/brands');
  await expect(page).toHaveURL('/login?redirectTo=%2Fbrands');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(operations).not.toContain('FindBrands');
});

test('a full load of /products does not shift its layout: the UI font is in before the rows show', async ({ page }) => {
  // With the font late (font-display: swap), the rows were shown in the fallback font and re-wrapped: 0.04.
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/products');
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  // The fonts the page asked for are in (a late one would shift the rows now).
  await page.evaluate(() => document.fonts.ready);
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(layoutShift).toBeLessThanOrEqual(0.02);
});
