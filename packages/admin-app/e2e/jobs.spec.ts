import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('a job runs now, its run appears with its log and finishes without a reload; pause and resume', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/jobscheduler');
  const jobs = page.getByRole('grid', { name: 'Job scheduler' });
  const row = jobs.getByRole('row', { name: /Deactivate expired deals/ });
  await expect(row).toContainText('Every 15 minutes');
  await row.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/jobscheduler\/\d+\/details$/);

  const runs = page.getByRole('grid', { name: 'Runs' });
  const total = page.getByText(/^1–\d+ of \d+ runs$/);
  await expect(total).toBeVisible();
  const before = Number(/of (\d+) runs/.exec((await total.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('Run started', { exact: true })).toBeVisible();
  const manual = runs.getByRole('row').filter({ hasText: 'Run now' }).first();
  await expect(page.getByText(new RegExp(`of ${before + 1} runs$`))).toBeVisible();
  // Polling brings the result in; nobody reloads the page.
  await expect(manual).toContainText(/Succeeded|Failed/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Run log' })).toContainText('Started DEACTIVATE_EXPIRED_DEALS');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Job paused', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schedule' })).toContainText('None while paused');
  // Focus stays on the toggled button, so the keyboard user resumes with Enter.
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job resumed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schedule' })).not.toContainText('None while paused');
});
