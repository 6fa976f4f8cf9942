import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, recordOperations, signIn } from './session';

/** An image the e2e API itself serves (a seeded media file), so the dialog's HEAD check works offline. */
async function seededImageUrl(page: Page, folder = '/brands') {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.post(`${API_ORIGIN}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query($p: String) { getMediaList(path: $p, limit: 1) { url } }', variables: { p: folder } },
  });
  const body = (await response.json()) as { data: { getMediaList: { url: string }[] } };
  const url = body.data.getMediaList[0]?.url;
  if (!url) throw new Error(`The seeded media library has no file in ${folder}.`);
  return url;
}

async function apiQuery<T>(page: Page, query: string, variables: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.post(`${API_ORIGIN}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** Opens "From URL" in the named image field, enters the address and presses Insert. */
async function insertFromUrl(page: Page, field: string, url: string) {
  await page.getByRole('group', { name: field }).getByRole('button', { name: 'From URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image from URL' });
  await dialog.getByRole('textbox', { name: 'Image address' }).fill(url);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: `${field} preview` })).toHaveAttribute('src', url);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a brand created with its logo from a URL is created once, with that logo', async ({ page }) => {
  const url = await seededImageUrl(page);
  const title = `Logo From Url ${Date.now()}`;
  await page.goto('/brands/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const operations = recordOperations(page);
  await insertFromUrl(page, 'Logo', url);
  // Insert only sets the image: nothing is saved yet, and the page stays on the new-brand form.
  expect(operations).not.toContain('CreateBrand');
  await expect(page).toHaveURL('/brands/new');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(operations.filter((name) => name === 'CreateBrand')).toHaveLength(1);
  const found = await apiQuery<{ findBrands: { count: number; items: { imageUrl: string | null }[] } }>(
    page,
    'query($s: String) { findBrands(search: $s) { count items { imageUrl } } }',
    { s: title },
  );
  expect(found.findBrands.count).toBe(1);
  expect(found.findBrands.items[0]?.imageUrl).toBe(url);
});

test('a category created with its image from a URL is created once, with one toast', async ({ page }) => {
  const url = await seededImageUrl(page);
  const title = `Image From Url ${Date.now()}`;
  await page.goto('/categories/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const operations = recordOperations(page);
  await insertFromUrl(page, 'Image', url);
  expect(operations).not.toContain('CreateCategory');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/\/categories\/\d+\/edit$/, { timeout: 15_000 });
  await expect(page.getByText('Category created')).toBeVisible();
  await expect(page.getByText('The category was not saved')).toHaveCount(0);
  expect(operations.filter((name) => name === 'CreateCategory')).toHaveLength(1);
  const found = await apiQuery<{ findCategories: { count: number; items: { imageUrl: string | null }[] } }>(
    page,
    'query($s: String) { findCategories(search: $s) { count items { imageUrl } } }',
    { s: title },
  );
  expect(found.findCategories.count).toBe(1);
  expect(found.findCategories.items[0]?.imageUrl).toBe(url);
});

test("on a live brand's edit screen Insert saves nothing, and Save still asks first", async ({ page }) => {
  // A banner image: surely not the brand's current logo, so the form becomes dirty.
  const url = await seededImageUrl(page, '/banners');
  await page.goto('/brands?active=true');
  await page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible({ timeout: 15_000 });
  const operations = recordOperations(page);
  await insertFromUrl(page, 'Logo', url);
  expect(operations).not.toContain('UpdateBrand');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const save = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await expect(save).toBeVisible();
  await save.getByRole('button', { name: 'Cancel' }).click();
  expect(operations).not.toContain('UpdateBrand');
});
