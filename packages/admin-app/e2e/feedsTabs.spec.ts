import { expect, test, type Page } from '@playwright/test';
import { EDITOR } from './session';
import { staffInBrowser } from './staff';
import { countIn } from './summaryCounts';

/** A dry run and an apply of thousands of rows are jobs on a busy 2-core machine: wait as long as a person would. */
const JOB = { timeout: 90_000 };
const ROWS = 6000;

/**
 * A partner feed of `ROWS` new products. The e2e API keeps imports to 200 rows a second (FEED_WRITE_ROWS_PER_SECOND in
 * playwright.config.ts), so applying it lasts at least 30 s on any machine. Titles and slugs carry the attempt's
 * number: a retry's dry run must not find the first attempt's products.
 */
function bigFeed(word: string): string {
  const lines = ['Name,Slug,Price,Currency,Link'];
  for (let row = 1; row <= ROWS; row += 1)
    lines.push(
      `${word} kettle ${row},${word.toLowerCase()}-kettle-${row},${10 + (row % 90)},EUR,https://shop.example/${word.toLowerCase()}-${row}`,
    );
  return `${lines.join('\n')}\n`;
}

/** The apply's progress bar as a person reads it: rows done (the bar's value) of the total. */
const applying = (page: Page) => page.getByRole('progressbar', { name: 'Applying rows' });
const rowsDone = async (page: Page) => Number(await applying(page).getAttribute('aria-valuenow'));

/** Waits until the tab's bar shows more rows done than `than`, and answers how many. */
async function advancedPast(page: Page, than: number): Promise<number> {
  await expect.poll(() => rowsDone(page), JOB).toBeGreaterThan(than);
  return rowsDone(page);
}

test('an apply under way is the same in every tab and after a reload; a cancel from either stops it for both', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const word = `Tabfeed${test.info().retry}`;
  const feedName = `Tab feed ${test.info().retry}`;
  const first = await staffInBrowser(browser, EDITOR);
  await first.goto('/products/import');
  await expect(first.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible(JOB);
  await first
    .getByRole('group', { name: 'Feed file' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tabfeed.csv', mimeType: 'text/csv', buffer: Buffer.from(bigFeed(word), 'utf8') });
  await first.getByRole('textbox', { name: 'Feed name' }).fill(feedName);
  await first.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(first.getByRole('region', { name: 'Map the columns' })).toBeVisible(JOB);
  await first.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(countIn(first, 'Dry run counts', 'To create')).toHaveText('6,000', JOB);

  await first.getByRole('button', { name: 'Apply' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(applying(first)).toBeVisible(JOB);
  await expect(applying(first)).toHaveAttribute('aria-valuemax', String(ROWS));
  const importUrl = first.url();

  // A second tab of the same browser picks the import up from the list's recent imports, where it moves on too.
  const second = await first.context().newPage();
  await second.goto('/products/import');
  const listed = second
    .getByRole('grid', { name: 'Recent product imports' })
    .getByRole('row')
    .filter({ has: second.getByRole('rowheader', { name: feedName, exact: true }) });
  const listedDone = async () => Number(/Applying… ([\d,]+) \//.exec(await listed.innerText())?.[1]?.replace(/,/g, ''));
  await expect(listed).toContainText(/Applying… [\d,]+ \/ 6,000/, JOB);
  const listedFirst = await listedDone();
  await expect.poll(listedDone, JOB).toBeGreaterThan(listedFirst);
  await listed.getByRole('rowheader').click();
  await expect(second).toHaveURL(importUrl);
  await expect(applying(second)).toBeVisible(JOB);
  await expect(applying(second)).toHaveAttribute('aria-valuemax', String(ROWS));
  const seenBySecond = await advancedPast(second, 0);
  await advancedPast(second, seenBySecond);
  // The rate and time left come from the job's checkpoints, not from the tab: both tabs show them.
  for (const page of [first, second])
    await expect(applying(page)).toHaveAttribute('aria-valuetext', /rows\/s · about .+ left$/, JOB);

  // The first tab reloads: the apply is still there, at least as far as the second tab last saw it.
  const beforeReload = await rowsDone(second);
  await first.reload();
  await expect(applying(first)).toBeVisible(JOB);
  await expect.poll(() => rowsDone(first), JOB).toBeGreaterThanOrEqual(beforeReload);
  expect(await rowsDone(first)).toBeLessThan(ROWS);

  // The second tab cancels; both tabs follow: "Cancelling…" until the batch under way ends, then the report.
  await second.getByRole('button', { name: 'Cancel the import' }).click();
  await second.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const cancelled = 'Cancelled: the rows applied before the cancel stay (listed below).';
  for (const page of [second, first]) await expect(page.getByText(cancelled)).toBeVisible(JOB);
  const created = Number((await countIn(first, 'Import counts', 'Created').innerText()).replace(/,/g, ''));
  expect(created).toBeGreaterThan(0);
  expect(created).toBeLessThan(ROWS);
  const createdText = created.toLocaleString('en');
  await expect(countIn(second, 'Import counts', 'Created')).toHaveText(createdText);
  for (const page of [first, second]) {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const applied = page.getByRole('grid', { name: 'Rows applied' });
    await expect(page.getByText(new RegExp(`^1–25 of ${createdText} rows$`))).toBeVisible(JOB);
    await expect(applied.getByRole('row').filter({ hasText: 'Created' }).first()).toBeVisible();
  }

  // The recent imports say so too.
  await second.goto('/products/import');
  await expect(listed).toContainText('Cancelled', JOB);

  // What was applied stays: the product list has exactly those products.
  await first.goto(`/products?search=${word}`);
  await expect(first.getByText(new RegExp(`^${createdText} products`))).toBeVisible(JOB);
});
