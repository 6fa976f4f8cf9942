import { expect, test, type Page } from '@playwright/test';
import { EDITOR } from './session';
import { graphqlAs as apiQuery, staffInBrowser as staff } from './staff';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };

test.describe.configure({ timeout: 180_000 });

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

async function openBrand(page: Page, id: string) {
  await page.goto(`/brands/${id}/edit`);
  await expect(titleField(page)).toBeVisible(SCREEN);
}

const liveSaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });

/** Answers the "live brand" confirmation (spec §2) with Save. */
async function confirmLiveSave(page: Page) {
  await liveSaveDialog(page).getByRole('button', { name: 'Save' }).click();
}

/** Saves what was typed, past the "live brand" confirmation. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirmLiveSave(page);
}

/** Types a title and saves it. */
async function typeAndSave(page: Page, title: string) {
  await titleField(page).fill(title);
  await save(page);
}

const review = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: /while you were editing$/ }) });

async function storedTitle(page: Page, id: string) {
  const data = await apiQuery<{ findBrandById: { title: string } }>(
    page,
    'query ($id: ID!) { findBrandById(id: $id) { title } }',
    { id },
  );
  return data.findBrandById.title;
}

test('two people save the same brand: the second sees both titles, loses nothing, and chooses', async ({ browser }) => {
  const admin = await staff(browser);
  const editor = await staff(browser, EDITOR);
  const { createBrand } = await apiQuery<{ createBrand: { id: string } }>(
    admin,
    'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
    { input: { title: 'Harbour Kites', active: true } },
  );
  const id = createBrand.id;

  // Round one: both open it, the admin saves first, the editor (still showing the old title) keeps theirs.
  // The editor is typing when the admin saves (an untouched form would simply take the admin's version, live).
  await openBrand(admin, id);
  await openBrand(editor, id);
  await titleField(editor).fill('Harbour Kites South');
  await typeAndSave(admin, 'Harbour Kites North');
  await expect(admin.getByText('Brand saved')).toBeVisible(SCREEN);

  await save(editor);
  const conflict = review(editor);
  await expect(conflict.getByRole('heading')).toHaveText(
    /^Ada Admin changed this brand at \d\d:\d\d while you/,
    SCREEN,
  );
  const titleRow = conflict.getByRole('row', { name: /^Title/ });
  await expect(titleRow).toContainText('Harbour Kites North');
  await expect(titleRow).toContainText('Harbour Kites South');
  // Nothing typed is lost: the field still holds it, and the API still has the admin's.
  await expect(titleField(editor)).toHaveValue('Harbour Kites South');
  await expect(editor.getByText('The brand was not saved')).toHaveCount(0);
  expect(await storedTitle(editor, id)).toBe('Harbour Kites North');

  // Keeping mine overwrites a live brand too: it asks first, as Save does (spec §2).
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await confirmLiveSave(editor);
  await expect(editor.getByText('Brand saved')).toBeVisible(SCREEN);
  await expect(review(editor)).toHaveCount(0);
  await expect.poll(() => storedTitle(editor, id)).toBe('Harbour Kites South');

  // Round two, from fresh pages: the admin saves first again, and this time the editor takes theirs.
  await openBrand(admin, id);
  await openBrand(editor, id);
  await titleField(editor).fill('Harbour Kites West');
  await typeAndSave(admin, 'Harbour Kites East');
  await expect(admin.getByText('Brand saved')).toBeVisible(SCREEN);
  await save(editor);
  await expect(review(editor).getByRole('row', { name: /^Title/ })).toContainText('Harbour Kites East', SCREEN);
  await review(editor).getByRole('button', { name: 'Take theirs' }).click();
  await expect(review(editor)).toHaveCount(0);
  await expect(titleField(editor)).toHaveValue('Harbour Kites East');
  await expect(editor.getByRole('heading', { level: 1, name: 'Harbour Kites East' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(await storedTitle(editor, id)).toBe('Harbour Kites East');

  await admin.context().close();
  await editor.context().close();
});

test('Save merged on a live brand asks first, as Save does, and Cancel sends nothing', async ({ browser }) => {
  const admin = await staff(browser);
  const editor = await staff(browser, EDITOR);
  const { createBrand } = await apiQuery<{ createBrand: { id: string } }>(
    admin,
    'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
    { input: { title: 'Merged Kites', active: true } },
  );
  const id = createBrand.id;
  await openBrand(admin, id);
  await openBrand(editor, id);
  await titleField(editor).fill('Merged Kites South');
  await typeAndSave(admin, 'Merged Kites North');
  await expect(admin.getByText('Brand saved')).toBeVisible(SCREEN);
  await save(editor);
  const conflict = review(editor);
  await expect(conflict.getByRole('row', { name: /^Title/ })).toContainText('Merged Kites North', SCREEN);
  await conflict.getByRole('radiogroup', { name: 'Keep for Title' }).getByText('Mine').click();

  await conflict.getByRole('button', { name: 'Save merged' }).click();
  await expect(liveSaveDialog(editor)).toContainText('"Merged Kites North" is live');
  await liveSaveDialog(editor).getByRole('button', { name: 'Cancel' }).click();
  await expect(liveSaveDialog(editor)).toHaveCount(0);
  expect(await storedTitle(editor, id)).toBe('Merged Kites North');

  await conflict.getByRole('button', { name: 'Save merged' }).click();
  await confirmLiveSave(editor);
  await expect(editor.getByText('Brand saved')).toBeVisible(SCREEN);
  await expect.poll(() => storedTitle(editor, id)).toBe('Merged Kites South');

  await admin.context().close();
  await editor.context().close();
});

test('a bulk deactivate leaves a product changed meanwhile as it is, and says which', async ({ browser }) => {
  const page = await staff(browser);
  const { findProducts } = await apiQuery<{ findProducts: { items: { id: string; title: string }[] } }>(
    page,
    'query { findProducts(limit: 2, sort: { field: TITLE, order: ASC }, filter: { active: true }) { items { id title } } }',
  );
  const [changed, other] = findProducts.items;
  if (!changed || !other) throw new Error('The seeded catalogue has fewer than two active products.');

  await page.goto('/products?sort=TITLE:ASC&active=true');
  const table = page.getByRole('grid', { name: 'Products' });
  const rowOf = (title: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(rowOf(changed.title)).toBeVisible(SCREEN);

  // Someone else features the first product after the list was loaded.
  await apiQuery(
    page,
    'mutation ($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, input: { featured: true }) { affected } }',
    {
      ids: [changed.id],
    },
  );

  await rowOf(changed.title).getByRole('checkbox').check({ force: true });
  await rowOf(other.title).getByRole('checkbox').check({ force: true });
  await page.getByRole('toolbar').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Products deactivated, except what changed meanwhile')).toBeVisible(SCREEN);
  await expect(page.getByText(`Changed meanwhile: ${changed.title}.`)).toBeVisible();

  const { a, b } = await apiQuery<{ a: { active: boolean }; b: { active: boolean } }>(
    page,
    'query ($a: ID!, $b: ID!) { a: findProductById(id: $a) { active } b: findProductById(id: $b) { active } }',
    { a: changed.id, b: other.id },
  );
  expect(a.active).toBe(true);
  expect(b.active).toBe(false);
  await page.context().close();
});

test('after restoring an earlier version, the form saves again without a conflict with itself', async ({ browser }) => {
  const page = await staff(browser);
  const { createBrand } = await apiQuery<{ createBrand: { id: string } }>(
    page,
    'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
    { input: { title: 'Lantern Row', active: false } },
  );
  await openBrand(page, createBrand.id);
  await titleField(page).fill('Lantern Row Two');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible(SCREEN);

  const history = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'History' }) });
  await history.getByRole('listitem').first().getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(titleField(page)).toHaveValue('Lantern Row', SCREEN);

  await titleField(page).fill('Lantern Row Three');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => storedTitle(page, createBrand.id), SCREEN).toBe('Lantern Row Three');
  await expect(review(page)).toHaveCount(0);
  await page.context().close();
});
