import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './session';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

/** A column's cells found by its header, so a new column (thumbnails, selection) does not move what a test reads. */
async function columnCells(table: Locator, header: string) {
  const headers = table.getByRole('columnheader');
  await expect(headers.filter({ hasText: header }).first()).toBeVisible();
  const names = (await headers.allTextContents()).map((text) => text.trim());
  const index = names.findIndex((name) => name.startsWith(header));
  expect(index, `a "${header}" column among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody > tr > :nth-child(${index + 1})`);
}

async function chooseFilter(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('products filter by brand and store through the filter stores, page by 25, and keep it all in the URL', async ({
  page,
}) => {
  await page.goto('/products');
  const table = page.getByRole('grid', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(26);

  await chooseFilter(page, 'Brands', 'Everg', 'Everglow');
  await expect(page).toHaveURL(/\/products\?brand=\d+$/);
  const brandId = new URL(page.url()).searchParams.get('brand');
  const brandCells = await columnCells(table, 'Brand');
  await expect(brandCells.first()).toHaveText('Everglow');
  await expect(brandCells.filter({ hasNotText: 'Everglow' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/products?brand=${brandId}&page=2`);
  await expect(brandCells.filter({ hasNotText: 'Everglow' })).toHaveCount(0);

  // A shared link shows the same filter, its title resolved from the id.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Chosen brands' }).getByRole('row', { name: 'Everglow' })).toBeVisible();
  await expect(page.getByText(/^26–\d+ of \d+ products$/)).toBeVisible();

  await chooseFilter(page, 'Stores', 'Mega', 'MegaMart');
  await expect(page).toHaveURL(new RegExp(`/products\\?brand=${brandId}&store=\\d+$`));
  const storeCells = await columnCells(table, 'Store');
  await expect(storeCells.filter({ hasNotText: 'MegaMart' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(`/products?brand=${brandId}&page=2`);
});

test('products are deactivated in bulk and the status filter finds them', async ({ page }) => {
  await page.goto('/products?search=Kettle');
  const table = page.getByRole('grid', { name: 'Products' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const titles = await table.getByRole('rowheader').allTextContents();
  await table.getByRole('checkbox', { name: /select all/i }).check({ force: true });
  await page.getByRole('toolbar').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Products deactivated')).toBeVisible();
  await page.goto('/products?search=Kettle&active=true');
  await expect(page.getByText('No products match "Kettle"')).toBeVisible();
  await page.goto('/products?search=Kettle&active=false&sort=TITLE:ASC');
  await expect(table.getByRole('rowheader')).toHaveText([...titles].sort((a, b) => a.localeCompare(b)));
});

test('a category is moved by dragging it onto a new parent, behind the save confirmation', async ({ page }) => {
  await page.goto('/categories');
  await page.getByRole('link', { name: 'Move categories' }).click();
  await expect(page).toHaveURL('/categories/move-categories');
  const tree = page.getByRole('treegrid', { name: 'Categories' });
  const skincare = tree.getByRole('row', { name: /^Skincare/ });
  await expect(skincare).toHaveAttribute('aria-level', '2');

  // A real pointer drag: press on the row, move onto Kitchen, release.
  const kitchen = tree.getByRole('row', { name: /^Kitchen/ });
  await skincare.scrollIntoViewIfNeeded();
  const from = (await skincare.getByText('Skincare', { exact: true }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
  await kitchen.scrollIntoViewIfNeeded();
  const to = (await kitchen.getByText('Kitchen', { exact: true }).boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await expect(dialog).toContainText('Move "Skincare" under "Kitchen"?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Categories moved')).toBeVisible();
  await expect(skincare).toHaveAttribute('aria-level', '3');

  // The tree comes from the server: after a reload Skincare (and its children) live under Home › Kitchen.
  await page.reload();
  await expect(tree.getByRole('row', { name: /^Skincare/ })).toHaveAttribute('aria-level', '3');
  await page.goto('/categories?search=Serums');
  await expect(page.getByRole('grid', { name: 'Categories' })).toContainText('home/kitchen/skincare/serums');
});

test('a server error (a slug already in use) shows next to its field and nothing typed is lost', async ({ page }) => {
  await page.goto('/products/2/edit');
  const takenSlug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  expect(takenSlug).not.toBe('');
  await page.goto('/products/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Copycat Kettle');
  await page.getByRole('textbox', { name: 'Slug' }).fill(takenSlug);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('49.99');
  await page.getByRole('textbox', { name: 'Deal URL' }).fill('https://shop.example/copycat-kettle');
  await page.getByRole('button', { name: 'Create product' }).click();
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(
    new RegExp(`The slug "${takenSlug}" is already used by another product\\.$`),
  );
  await expect(page.getByText('The product was not saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Copycat Kettle');
  await expect(page.getByRole('textbox', { name: 'Deal URL' })).toHaveValue('https://shop.example/copycat-kettle');
  await expect(page).toHaveURL('/products/new');
});
