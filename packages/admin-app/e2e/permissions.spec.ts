import { expect, test, type Page } from '@playwright/test';
import { EDITOR, expectDashboard, signIn, VIEWER } from './session';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };

// Several screens per test, each loaded lazily on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function signInAs(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, credentials);
  await expectDashboard(page);
}

test('a viewer sees no Users entry, no New or Delete, a read-only form, and "You don\'t have access" on /users', async ({
  page,
}) => {
  await signInAs(page, VIEWER);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
  // The dashboard's Users tile is a count for a viewer, not a link to a page they may not open.
  await expect(page.getByRole('link', { name: 'View all brands' })).toBeVisible(SCREEN);
  await expect(page.getByRole('link', { name: 'View all users' })).toHaveCount(0);

  await sidebar.getByRole('link', { name: 'Brands' }).click();
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(SCREEN);
  await expect(page.getByRole('link', { name: 'New brand' })).toHaveCount(0);

  await page.goto('/brands/1/edit');
  await expect(page.getByRole('note')).toHaveText(/You can view this brand but not change it/, SCREEN);
  // Read-only, not disabled: the title can be focused, read and copied (readOnlyForms.spec tries every control).
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // The reason is reachable from the keyboard, not only on hover.
  await save.focus();
  await expect(page.getByRole('tooltip')).toHaveText("Viewers can't update brands.");

  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible(SCREEN);
  await expect(page.getByText("Viewers can't open users.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expectDashboard(page);

  await page.goto('/brands/new');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible(SCREEN);
});

test('an editor cannot create a user: no "New user", no row actions, and /users/new is refused', async ({ page }) => {
  await signInAs(page, EDITOR);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Ada Admin/ })).toBeVisible(SCREEN);
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  await page.goto('/users/new');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible(SCREEN);
  await expect(page.getByText("Editors can't create users.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

  // Editors still run the catalogue.
  await page.goto('/brands');
  await expect(page.getByRole('link', { name: 'New brand' })).toBeVisible(SCREEN);
});
