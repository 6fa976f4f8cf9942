import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './session';

/**
 * A list from the keyboard, with the browser's own Tab (the story tests' simulated Tab cannot show where the browser
 * moves the focus): the table is one tab stop, the arrows move between rows, Tab leaves past every row's controls,
 * Shift+Tab comes back to the row it left, Space selects and Enter opens.
 */
test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
});

test('the product list is one tab stop: arrows move between rows, Tab leaves it, Space selects, Enter opens', async ({
  page,
}) => {
  await page.goto('/products');
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  const rows = grid.locator('tbody [role="row"]');

  // Back from the pager, Shift+Tab enters the table at its tab stop, the first row (not at the last row's checkbox,
  // the last control in it).
  const nextPage = page.getByRole('button', { name: 'Next page' });
  await nextPage.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();

  // Tab goes past the rows' checkboxes and links to what follows the table: the pager's next page.
  await page.keyboard.press('Tab');
  await expect(nextPage).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(rows.nth(2)).toBeFocused();

  await page.keyboard.press('Space');
  await expect(rows.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toContainText('1 selected');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toBeHidden();

  const title = (await rows.nth(2).getByRole('rowheader').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title.trim(), {
    timeout: 20_000,
  });
});

test('a row opens with a click, and a click on its checkbox or a drag over its text does not open it', async ({
  page,
}) => {
  await page.goto('/products');
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row')).toHaveCount(26, { timeout: 30_000 });
  const row = grid.locator('tbody [role="row"]').nth(1);

  // The box a person sees and clicks (the native input inside it is visually hidden).
  await row.getByRole('gridcell').first().locator('label').click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/products$/);

  // Selecting a title to copy it is not a click on the row.
  const title = row.getByRole('rowheader');
  const box = (await title.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/products$/);

  await row.getByRole('gridcell').nth(2).click();
  await expect(page).toHaveURL(/\/products\/\d+\/edit$/);
});
