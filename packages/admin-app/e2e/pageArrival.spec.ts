import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDashboard, signIn } from './session';

/** The sticky top bar's height (ui token `size.topBar`): nothing a person needs may sit under it. */
const TOP_BAR = 56;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Fully inside the window and below the top bar. */
async function expectInView(page: Page, locator: Locator) {
  await expect(async () => {
    const box = await locator.boundingBox();
    const height = page.viewportSize()!.height;
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(TOP_BAR - 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
});

test('a created store opens at the top of its edit screen, breadcrumb and title in view, focus in the page', async ({
  page,
}) => {
  // Short enough that Create sits below the fold: pressing it scrolls the form down first.
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/stores/new');
  const title = `Arrival Store ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/stores\/\d+\/edit$/, { timeout: 15_000 });
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => scrollY(page)).toBe(0);
  await expectInView(page, page.getByRole('navigation', { name: 'Breadcrumbs' }));
  await expectInView(page, heading);
  // The Create button is gone with the new page: focus goes to the page, not back to the start of the document.
  await expect(page.locator('main#main')).toBeFocused();
});

test('back from a record returns the list to where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/brands');
  const grid = page.getByRole('grid', { name: 'Brands' });
  const lastRow = grid.getByRole('rowheader').last();
  await lastRow.scrollIntoViewIfNeeded();
  const where = await scrollY(page);
  expect(where).toBeGreaterThan(200);
  await lastRow.click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, { timeout: 15_000 });
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(grid.getByRole('rowheader').last()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => scrollY(page)).toBe(where);
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`Move categories keeps "Move 1 selected to" in view while something is selected (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/categories/move-categories');
    const tree = page.getByRole('treegrid', { name: 'Categories' });
    await expect(tree).toBeVisible({ timeout: 15_000 });
    // The box drawn over the native checkbox takes the click, as a person's would.
    await tree.getByRole('row').first().getByRole('checkbox').click({ force: true });
    const bar = page.getByRole('toolbar', { name: 'Move selected categories' });
    await expect(bar.getByRole('button', { name: /Move 1 selected to/ })).toBeVisible();
    // Down to the end of the long tree.
    await tree.getByRole('row').last().scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await expectInView(page, bar);
    await expect(bar.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
  });
}
