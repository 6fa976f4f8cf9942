import { expect, test } from '@playwright/test';
import { signIn } from './session';

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
