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

test('on a phone the bulk-action bar and the media grid stay within the width', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);

  // A selection shows the bar's count and four buttons: they wrap under the count instead of widening the page.
  await page.goto('/products');
  const rows = page.getByRole('grid', { name: 'Products' }).locator('tbody [role="row"]');
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  await rows.nth(1).getByRole('checkbox').check({ force: true });
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('1 selected');
  await expectFitsThePhone(page);
  await expect(bar.getByRole('button', { name: 'Clear selection' })).toBeInViewport();

  // The media grid lays its tiles out in the phone's width (two columns), selection bar and all.
  await page.goto('/media-library?folder=%2Fproducts');
  const grid = page.getByRole('grid', { name: 'Files in /products' });
  await grid.getByRole('row').first().click();
  await expect(page.getByRole('toolbar', { name: 'Selected files' })).toContainText('1 selected');
  await expectFitsThePhone(page);
  const [first, second] = await grid
    .getByRole('row')
    .evaluateAll((tiles) => tiles.slice(0, 2).map((tile) => tile.getBoundingClientRect().right));
  expect(first).toBeLessThan(second!);
  expect(second).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone the products list fills the first screen: filters fold behind a counted button, the title stays in view', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);

  await page.goto('/products?active=true');
  const table = page.getByRole('grid', { name: 'Products' });
  const firstRow = table.locator('tbody [role="row"]').first();
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  // The filters are folded: the search and the "Filters" button (one set: the status) come before the rows.
  await expect(page.getByRole('combobox', { name: 'Brands' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters 1 set' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
  await expect(firstRow).toBeInViewport();
  await expectFitsThePhone(page);
  await page.screenshot({ path: test.info().outputPath('products-phone-light.png') });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('[data-color-scheme]').first()).toHaveAttribute('data-color-scheme', 'dark');
  await page.screenshot({ path: test.info().outputPath('products-phone-dark.png') });

  // Opened, every filter is there; one more set counts on the button.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const brands = page.getByRole('combobox', { name: 'Brands' });
  await expect(brands).toBeVisible();
  await brands.click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Filters 2 set' })).toBeVisible();
  await expect(page).toHaveURL(/brand=/);
  await page.screenshot({ path: test.info().outputPath('products-phone-filters-open.png') });

  // The table scrolls sideways in its box; the title column stays at its left edge, right after the checkboxes.
  const title = table.getByRole('rowheader').first();
  const scroller = (await table.evaluate((grid) => grid.parentElement!.getBoundingClientRect().left)) as number;
  await table.evaluate((grid) => grid.parentElement!.scrollBy({ left: 2000 }));
  await expect.poll(() => table.evaluate((grid) => grid.parentElement!.scrollLeft)).toBeGreaterThan(50);
  // The checkbox column is 44 px wide.
  const stuck = (await title.boundingBox())!;
  expect(stuck.x).toBeGreaterThanOrEqual(scroller + 43);
  expect(stuck.x).toBeLessThanOrEqual(scroller + 46);
  await expect(title).toBeInViewport();
  await expectFitsThePhone(page);
});
