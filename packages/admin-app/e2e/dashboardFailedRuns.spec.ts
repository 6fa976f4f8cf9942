import { expect, test } from '@playwright/test';
import { expectDashboard, signIn, VIEWER } from './session';

for (const person of [undefined, VIEWER]) {
  test(`the dashboard's failed runs name their job and open that run's log; View all lists those jobs (${person?.email ?? 'admin'})`, async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, person);
    await expectDashboard(page);
    const failed = page.getByRole('region', { name: 'Failed job runs' });
    await expect(failed.getByRole('heading')).toHaveText(/^Failed job runs this week \(\d+\)$/);
    const runLinks = failed.getByRole('link').filter({ hasNotText: 'View all' });
    await expect(runLinks.first()).toBeVisible();
    const jobNames = new Set(await runLinks.allTextContents());
    expect(jobNames.size).toBeGreaterThan(0);

    // The last row's run: a run further back than the first, whose log the details page fetches by id.
    const last = runLinks.last();
    const jobName = (await last.textContent())!;
    await last.click();
    await expect(page).toHaveURL(/\/jobscheduler\/\d+\/details\?run=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: jobName })).toBeVisible({ timeout: 15_000 });
    const log = page.getByRole('region', { name: 'Run log' });
    await expect(log).toContainText('Failed');
    await expect(log).toBeInViewport();

    await page.goBack();
    await failed.getByRole('link', { name: 'View all jobs with failed runs this week' }).click();
    await expect(page).toHaveURL('/jobscheduler?failed=7');
    const jobs = page.getByRole('grid', { name: 'Job scheduler' });
    await expect(page.getByRole('button', { name: /^Runs/ })).toContainText('Failed in the last 7 days');
    for (const name of jobNames) await expect(jobs.getByRole('rowheader', { name, exact: true })).toBeVisible();
  });
}
