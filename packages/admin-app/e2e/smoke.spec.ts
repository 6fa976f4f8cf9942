import { expect, test } from '@playwright/test';

test('the app loads themed in Public Sans with the purple primary', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deals back-office' })).toBeVisible();
  const fontFamily = await page.getByRole('heading').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toContain('Public Sans');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Public Sans"'))).toBe(true);
});

test('the theme switch turns the page dark', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const scheme = await page.locator('[data-color-scheme]').first().getAttribute('data-color-scheme');
  expect(scheme).toBe('dark');
});
