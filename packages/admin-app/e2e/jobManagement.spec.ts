import { expect, test } from '@playwright/test';
import { EDITOR, expectDashboard, signIn } from './session';

test('an admin creates a job from a built-in kind, reads its schedule in words, edits it and deletes it', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);

  await page.goto('/jobscheduler');
  await page.getByRole('link', { name: 'New job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Name' }).fill('Weekly health check');
  await page.getByRole('button', { name: /What it does/ }).click();
  await page.getByRole('option', { name: 'Catalogue health report' }).click();

  const schedule = page.getByRole('textbox', { name: /Schedule/ });
  // A bad expression gets the API's message on the field, never a 500 or a silent save.
  await schedule.fill('61 * * * *');
  await expect(page.getByText(/"61 \* \* \* \*" is not a valid cron schedule/)).toBeVisible();
  await schedule.fill('0 6 * * 1');
  const preview = page.getByRole('region', { name: 'Schedule preview' });
  await expect(preview).toContainText(/Monday/);
  await expect(preview.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Create job' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await expect(confirm).toContainText('will start running on its schedule');
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/jobscheduler\/\d+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly health check' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schedule' })).toContainText('0 6 * * 1');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /Schedule/ })).toHaveValue('0 6 * * 1', { timeout: 20_000 });
  await page.getByRole('textbox', { name: /Schedule/ }).fill('30 2 * * *');
  await expect(page.getByRole('region', { name: 'Schedule preview' })).toContainText(/02:30/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to save?' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Job saved', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await expect(remove).toContainText('and its run history will be removed');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/jobscheduler$/);
  await expect(page.getByRole('grid', { name: 'Job scheduler' })).not.toContainText('Weekly health check');
});

test('an editor runs jobs but cannot create, edit or delete them', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, EDITOR);
  await expectDashboard(page);
  await page.goto('/jobscheduler');
  await expect(page.getByRole('grid', { name: 'Job scheduler' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'New job' })).toHaveCount(0);
  await page.getByRole('grid', { name: 'Job scheduler' }).getByRole('rowheader').first().click();
  await expect(page.getByRole('button', { name: 'Run now' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // The greyed Pause says why on hover, where it can be read: not under the sticky top bar.
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toHaveAttribute('aria-disabled', 'true');
  await pause.hover();
  const reason = page.getByRole('tooltip').filter({ hasText: "Editors can't update jobs." });
  await expect(reason).toBeVisible();
  const bubble = (await reason.boundingBox())!;
  const topBar = (await page.locator('header').first().boundingBox())!;
  expect(bubble.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
  expect(bubble.x + bubble.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.goto('/jobscheduler/new');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible({ timeout: 20_000 });
});
