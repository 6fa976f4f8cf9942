import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, signIn } from './session';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Nothing of the page sticks out sideways: the document is no wider than the phone. */
async function expectFitsThePhone(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

test('at phone size the navigation is a drawer and every screen fits the width', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
  await expectFitsThePhone(page);
  await expect(page.getByRole('button', { name: 'Ada Admin' })).toBeInViewport();

  // The sidebar is not on the page until the header's menu button opens it as a modal drawer.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await drawer.getByRole('link', { name: 'Brands' }).click();
  // Following a link closes the drawer.
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26);
  await expectFitsThePhone(page);
  await expect(page.getByRole('link', { name: 'New brand' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Ada Admin' })).toBeInViewport();

  await page.getByRole('link', { name: 'New brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toBeVisible();
  await expectFitsThePhone(page);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
  await expectFitsThePhone(page);
});
