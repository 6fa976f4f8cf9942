import { expect, test, type Page } from '@playwright/test';
import { EDITOR, expectDashboard, signIn } from './session';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

async function signInAs(page: Page, credentials?: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, credentials);
  await expectDashboard(page);
}

const historyCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'History' }) });

async function createBrand(page: Page, title: string) {
  await page.goto('/brands/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, SCREEN);
}

async function saveTitle(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A live brand asks first (spec §2).
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to save?' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SCREEN);
}

test('a renamed brand shows the change with who and when, and restoring brings the old title back', async ({
  page,
}) => {
  await signInAs(page);
  await createBrand(page, 'Kettle Works');
  await saveTitle(page, 'Teapot Works');

  const latest = historyCard(page).getByRole('listitem').first();
  await expect(latest).toContainText('Updated', SCREEN);
  await expect(latest).toContainText('by Ada Admin');
  await expect(latest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(latest.getByRole('deletion')).toHaveText('was Kettle Works');
  await expect(latest.getByRole('insertion')).toHaveText('now Teapot Works');
  await expect(historyCard(page).getByRole('listitem').nth(1)).toContainText('Created');

  // The latest change: restoring to before it undoes it.
  await latest.getByRole('button', { name: 'Undo this change' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog.getByRole('insertion')).toHaveText('after the restore Kettle Works', SCREEN);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Version restored')).toBeVisible(SCREEN);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Kettle Works');
  await expect(page.getByRole('heading', { level: 1, name: 'Kettle Works' })).toBeVisible();
  const restored = historyCard(page).getByRole('listitem').first();
  await expect(restored).toContainText('Restored');
  await expect(restored.getByRole('insertion')).toHaveText('now Kettle Works');
  // The form is clean again: nothing to save.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('Activity filters by person and kind, and a deleted record shows what was deleted and by whom', async ({
  page,
  browser,
}) => {
  // The editor changes a store in their own session.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInAs(editor, EDITOR);
  await editor.goto('/stores/1/edit');
  const storeTitle = editor.getByRole('textbox', { name: 'Title', exact: true });
  await expect(storeTitle).toBeVisible(SCREEN);
  const storeName = `${await storeTitle.inputValue()} Outlet`;
  await storeTitle.fill(storeName);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  const confirm = editor.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  const saved = editor.getByText('Store saved');
  // A live store asks first; the dialog opens a moment after the click, so wait for one or the other.
  await expect(confirm.or(saved)).toBeVisible(SCREEN);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible(SCREEN);
  await editorContext.close();

  await signInAs(page);
  await createBrand(page, 'Short Lived Deals');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL('/brands', SCREEN);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(SCREEN);
  const entries = page.getByRole('listitem');
  const deletion = entries.filter({ hasText: 'Brand "Short Lived Deals"' }).first();
  await expect(deletion).toContainText('Deleted', SCREEN);
  await expect(deletion).toContainText('by Ada Admin');
  await expect(deletion.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: /Person/ }).click();
  await page.getByRole('option', { name: 'Eli Editor' }).click();
  await expect(page).toHaveURL(/user=/);
  const storeEntry = entries.filter({ hasText: `Store "${storeName}"` }).first();
  await expect(storeEntry).toContainText('by Eli Editor', SCREEN);
  await expect(entries.filter({ hasText: 'Ada Admin' })).toHaveCount(0);
  await storeEntry.getByRole('link', { name: `Store "${storeName}"` }).click();
  await expect(page).toHaveURL('/stores/1/edit');
  await page.goBack();
  // Back on Activity, a person waits for the list before choosing a filter (a press on the screen still arriving
  // opens nothing).
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(SCREEN);
  await expect(storeEntry).toBeVisible(SCREEN);

  await page.getByRole('button', { name: /Kind of record/ }).click();
  await page.getByRole('option', { name: 'Brand', exact: true }).click();
  // Eli's brand changes of other specs may be listed; not the store change, nor Ada's deletion.
  await expect(page).toHaveURL(/kind=/);
  await expect(entries.filter({ hasText: `Store "${storeName}"` })).toHaveCount(0, SCREEN);
  await expect(entries.filter({ hasText: 'Short Lived Deals' })).toHaveCount(0);
  await page.getByRole('button', { name: /Person/ }).click();
  await page.getByRole('option', { name: 'Everyone' }).click();
  await expect(deletion).toBeVisible(SCREEN);
  await expect(entries.filter({ hasText: 'Store "' })).toHaveCount(0);
});

test('an editor has no Activity link and /activity is refused', async ({ page }) => {
  await signInAs(page, EDITOR);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible(SCREEN);
});

for (const { kind, path } of [
  { kind: 'store', path: '/stores/2/edit' },
  { kind: 'category', path: '/categories/4/edit' },
  { kind: 'product', path: '/products/3/edit' },
  { kind: 'blog post', path: '/blog/2/edit' },
]) {
  test(`restoring a ${kind} puts its earlier title back in the form`, async ({ page }) => {
    await signInAs(page);
    await page.goto(path);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeVisible(SCREEN);
    const original = await title.inputValue();
    await title.fill(`${original} (renamed)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Live records ask before a save (spec §2); drafts save at once.
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
    await expect(confirm.or(page.getByText(/ saved$/).first())).toBeVisible(SCREEN);
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Save' }).click();
    const latest = historyCard(page).getByRole('listitem').first();
    // A category's path follows its title: look for the title's line among the changes.
    await expect(latest.getByRole('insertion').filter({ hasText: `now ${original} (renamed)` })).toHaveCount(1, SCREEN);

    await latest.getByRole('button', { name: 'Undo this change' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Version restored')).toBeVisible(SCREEN);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(original);
  });
}
