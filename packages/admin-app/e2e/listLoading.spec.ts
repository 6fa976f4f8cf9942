import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

/**
 * Cumulative layout shift of everything the page did so far (buffered entries), leaving out shifts right after input,
 * as Lighthouse counts them.
 */
function cumulativeLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this frame's end.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test('the brand list does not jump while it loads: header, count line and rows keep their place', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  // A full load, as Lighthouse measures it: session check, lazy screen, then the list query.
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row')).toHaveCount(26, { timeout: 20_000 });
  // Earlier specs in the same run add brands, so only the page's range is fixed.
  await expect(page.getByText(/^1–25 of \d+ brands$/)).toBeVisible();
  const shift = await cumulativeLayoutShift(page);
  test.info().annotations.push({ type: 'cumulative layout shift', description: shift.toFixed(4) });
  expect(shift).toBeLessThanOrEqual(0.02);
});
