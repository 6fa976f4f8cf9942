import { expect, test } from '@playwright/test';
import { recordOperations, signIn } from './session';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the brand list pages by 25 with its state in the URL', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL('/brands');
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByText('1–25 of 40 brands')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/brands?page=2');
  await expect(table.getByRole('row')).toHaveCount(16);
  await page.goBack();
  await expect(page.getByText('1–25 of 40 brands')).toBeVisible();
});

test('on a full load of the list, the search icon sits before the typed text, not on it', async ({ page }) => {
  // A build splits CSS by chunk, and a full load links the stylesheets in whatever order the screen's files come:
  // the field's base padding once loaded after the search field's own and the icon covered the first letters.
  await page.goto('/brands');
  const search = page.getByRole('searchbox', { name: 'Search brands' });
  await expect(search).toBeVisible();
  const { iconRight, textLeft } = await search.evaluate((input) => {
    const icon = input.parentElement!.querySelector('svg')!.getBoundingClientRect();
    const box = input.getBoundingClientRect();
    return { iconRight: icon.right, textLeft: box.left + parseFloat(getComputedStyle(input).paddingLeft) };
  });
  expect(iconRight).toBeLessThan(textLeft);
});

test('search, status filter and sort come back from a shared link', async ({ page }) => {
  await page.goto('/brands');
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('crest');
  await page.getByRole('searchbox', { name: 'Search brands' }).press('Enter');
  await expect(page).toHaveURL('/brands?search=crest');
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('rowheader')).toHaveText(['Crestwave', 'Goldcrest', 'Pinecrest']);
  await table.getByRole('columnheader', { name: /Title/ }).click();
  await expect(page).toHaveURL('/brands?search=crest&sort=TITLE%3ADESC');
  await expect(table.getByRole('rowheader')).toHaveText(['Pinecrest', 'Goldcrest', 'Crestwave']);

  await page.goto('/brands?active=false');
  await expect(page.getByText('1–4 of 4 brands')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Active' }).filter({ hasNotText: 'Inactive' })).toHaveCount(0);
});

test('a brand is created, edited behind the save confirmation, and deleted behind the delete confirmation', async ({
  page,
}) => {
  await page.goto('/brands');
  await page.getByRole('link', { name: 'New brand' }).click();
  await expect(page).toHaveURL('/brands/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Acme Outdoors');
  await page.getByRole('textbox', { name: 'SEO title' }).fill('Acme Outdoors deals');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/);
  await expect(page.getByText('Brand created')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Acme Outdoor Gear');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const save = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Outdoor Gear' })).toBeVisible();

  const operations = recordOperations(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26);
  // The deleted brand is never asked for again ("Brand 49 was not found.").
  expect(operations).toContain('DeleteBrand');
  expect(operations).not.toContain('FindBrandById');
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('Acme');
  await page.getByRole('searchbox', { name: 'Search brands' }).press('Enter');
  await expect(page.getByText('No brands match "Acme"')).toBeVisible();
});

test('an empty title is refused before anything is sent, keeping what was typed', async ({ page }) => {
  await page.goto('/brands/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('   ');
  await page.getByRole('textbox', { name: 'SEO title' }).fill('Kept');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Kept');
  await expect(page).toHaveURL('/brands/new');
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await page.goto('/brands');
  await page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Changed but not saved');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('You have unsaved changes.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Changed but not saved');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/');
});

test('what was typed survives a reload until it is saved or discarded, and leaving on purpose forgets it', async ({
  page,
}) => {
  await page.goto('/brands');
  await page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const original = await title.inputValue();
  const restored = page.getByRole('status').filter({ hasText: 'Your unsaved changes from an earlier visit are back.' });
  await title.fill('Typed, then the tab reloaded');
  await page.reload();
  await expect(title).toHaveValue('Typed, then the tab reloaded');
  await expect(restored).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await restored.getByRole('button', { name: 'Discard them' }).click();
  await expect(title).toHaveValue(original);
  await expect(restored).toBeHidden();
  await page.reload();
  await expect(title).toHaveValue(original);
  await expect(restored).toBeHidden();

  await title.fill('Typed, then left on purpose');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(title).toHaveValue(original);
  await expect(restored).toBeHidden();
});

test('the list filters as the person types, with one history entry, and Enter still works', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByText('40 brands', { exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search brands' });
  await search.pressSequentially('crest', { delay: 60 });
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('rowheader')).toHaveText(['Crestwave', 'Goldcrest', 'Pinecrest'], { timeout: 10_000 });
  await expect(page).toHaveURL('/brands?search=crest');
  await expect(page.getByText('3 brands', { exact: true })).toBeVisible();
  await expect(search).toHaveValue('crest');
  // No entry per keystroke: Back leaves the list for the dashboard it was opened from.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/brands');
  await search.fill('goldcrest');
  await search.press('Enter');
  await expect(page).toHaveURL('/brands?search=goldcrest');
  await expect(table.getByRole('rowheader')).toHaveText(['Goldcrest']);
  await expect(page.getByText('1 brand', { exact: true })).toBeVisible();
});

test('the next page starts at the top of the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/brands?page=2');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
