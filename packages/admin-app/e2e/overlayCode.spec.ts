import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, signIn } from './session';

/**
 * Issue 17 (what the brand list downloads): overlays a page shows closed — the user menu, the command palette, the
 * phone drawer, a toolbar's select — load their code when a person first reaches for them, not with every page.
 * Each step checks the chunk was not requested before and is requested by the gesture, and that the overlay works.
 */

/** The app's script chunks requested from now on, by the name before their hash (`UserMenuLoaded`, `Select`). */
function recordChunks(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return { has: (name: string) => names.includes(name), names };
}

const firstRow = (page: Page) => page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first();

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
});

test('the brand list loads no overlay code until a person opens one, and each opens on first use', async ({ page }) => {
  const chunks = recordChunks(page);
  await page.goto('/brands');
  await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
  for (const name of ['UserMenuLoaded', 'CommandPaletteDialog', 'NavDrawer', 'Select', 'Tooltip']) {
    expect(chunks.has(name), `${name} loaded with the page: ${chunks.names.join(', ')}`).toBe(false);
  }

  // The user menu: pointing at it fetches its code; a click opens it.
  const userButton = page.getByRole('button', { name: 'Ada Admin' });
  await userButton.hover();
  await expect.poll(() => chunks.has('UserMenuLoaded'), { timeout: 15_000 }).toBe(true);
  await userButton.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // The status filter, from the keyboard: focus, then ArrowDown before its code is in opens the list once it is.
  const status = page.getByRole('button', { name: /Status/ });
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Inactive' })).toBeVisible({ timeout: 15_000 });
  expect(chunks.has('Select')).toBe(true);
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(status).toContainText('Inactive');

  // The command palette on Ctrl+K.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible({ timeout: 15_000 });
  expect(chunks.has('CommandPaletteDialog')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
});

test('on a phone the navigation drawer loads its code when opened, and opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chunks = recordChunks(page);
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(chunks.has('NavDrawer')).toBe(false);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  expect(chunks.has('NavDrawer')).toBe(true);
  await drawer.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(drawer).toBeHidden();
});

test('the product list fetches its filters’ options and combobox code when a person reaches a filter; typing at once is kept', async ({
  page,
}) => {
  const chunks = recordChunks(page);
  const filterFetches: string[] = [];
  page.on('request', (request) => {
    const name =
      request.method() === 'POST'
        ? (request.postDataJSON() as { operationName?: string } | null)?.operationName
        : undefined;
    if (name && /^Find(Brand|Category|Store)Titles$|^Find(Brands|Categories|Stores)$/.test(name))
      filterFetches.push(name);
  });
  await page.goto('/products');
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('rowheader').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Brands' })).toBeVisible();
  expect(chunks.has('MultiComboBox'), `loaded with the page: ${chunks.names.join(', ')}`).toBe(false);
  expect(filterFetches, 'filter options fetched with the page').toEqual([]);

  // From the keyboard, at once: focus and type before the combobox has loaded.
  const brands = page.getByRole('combobox', { name: 'Brands' });
  await brands.focus();
  await page.keyboard.type('Everg');
  const option = page.getByRole('option', { name: 'Everglow', exact: true });
  await expect(option).toBeVisible({ timeout: 15_000 });
  expect(chunks.has('MultiComboBox')).toBe(true);
  await expect(brands).toHaveValue('Everg');
  await expect(brands).toBeFocused();
  await option.click();
  await expect(page).toHaveURL(/\/products\?brand=\d+$/);
  // The other filters have still fetched nothing.
  expect(filterFetches.filter((name) => !/Brand/.test(name))).toEqual([]);
});
