import { expect, test, type Page } from '@playwright/test';
import { graphqlAs } from './staff';
import { expectDashboard, signIn } from './session';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
});

const firstId = async (page: Page, list: string) =>
  (await graphqlAs<Record<string, { items: { id: string }[] }>>(page, `{ list: ${list}(limit: 1) { items { id } } }`))
    .list!.items[0]!.id;

test('an empty picker is empty: typing searches what is typed, and a choice clears by button or keyboard', async ({
  page,
}) => {
  await page.goto('/products/new');
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeVisible(SCREEN);
  await expect(category).toHaveValue('');
  await expect(category).toHaveAttribute('placeholder', 'No category');

  await category.click();
  await page.keyboard.type('Desk');
  await expect(category).toHaveValue('Desk');
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: 'Desks' })).toBeVisible(SCREEN);
  await expect(options.getByRole('option', { name: 'None' })).toHaveCount(0);
  await options.getByRole('option', { name: 'Desks' }).click();
  await expect(category).toHaveValue('Desks');

  await page.getByRole('button', { name: 'Clear category' }).click();
  await expect(category).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear category' })).toHaveCount(0);

  await category.click();
  await page.keyboard.type('Desk');
  await options.getByRole('option', { name: 'Desks' }).click();
  await expect(category).toHaveValue('Desks');
  // From the keyboard: select the title and delete it.
  await category.press('ControlOrMeta+a');
  await category.press('Backspace');
  await category.blur();
  await expect(category).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear category' })).toHaveCount(0);
});

test('Save changes enables while a price, a keyword or a tag is being typed, before the field is left', async ({
  page,
}) => {
  await page.goto(`/products/${await firstId(page, 'findProducts')}/edit`);
  const save = page.getByRole('button', { name: 'Save changes' });
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await expect(price).toBeVisible(SCREEN);
  await expect(save).toBeDisabled();

  await price.click();
  await price.press('ControlOrMeta+a');
  await page.keyboard.type('1234');
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('1234');
  await expect(save).toBeEnabled();
  // Leaving the field formats the number; the change stays.
  await page.keyboard.press('Tab');
  await expect(price).toHaveValue(/1,234\.00/);
  await expect(save).toBeEnabled();

  // The typed price was kept as a draft: back to the product as saved, then a keyword.
  await page.reload();
  await page.getByRole('button', { name: 'Discard them' }).click(SCREEN);
  const keywords = page.getByRole('textbox', { name: 'Keywords' });
  await expect(save).toBeDisabled();
  await keywords.click();
  await page.keyboard.type('late deals');
  await expect(keywords).toBeFocused();
  await expect(save).toBeEnabled();
});

test("a menu item's label is never cut: it counts toward the shared limit of 60 and says what is too long", async ({
  page,
}) => {
  await page.goto(`/featured-menu/${await firstId(page, 'findFeaturedMenus')}/edit`);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click(SCREEN);
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  const label = dialog.getByRole('textbox', { name: 'Label' });
  const long = 'Outdoor, camping and hiking deals for the whole family, all year round';
  await label.fill(long);
  await expect(label).toHaveValue(long);
  await expect(label).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('70 / 60 characters, 10 too many')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Label must be 60 characters or fewer.')).toBeVisible();

  await label.fill(long.slice(0, 52));
  await expect(dialog.getByText('52 / 60 characters', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a required date range and required lists show the required mark of every field', async ({ page }) => {
  await page.goto('/sales/new');
  await expect(page.getByRole('group', { name: 'Runs' })).toBeVisible(SCREEN);
  await expect(page.locator('main form').getByText(/^Runs\*$/)).toBeVisible();
  await page.goto('/featured-menu/new');
  await expect(page.getByRole('grid', { name: 'Menu items' })).toBeVisible(SCREEN);
  await expect(page.locator('main form').getByText(/^Menu items\*$/)).toBeVisible();
});
