import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, EDITOR, VIEWER } from './session';
import { staffInBrowser } from './staff';
import { countIn } from './summaryCounts';

/** A dry run, an apply and an undo are jobs on a busy machine: wait as long as a person would. */
const JOB = { timeout: 45_000 };

/**
 * A partner's feed as partners send them: a byte-order mark, semicolons, CRLF, quoted line breaks, accents, a price
 * in words, a row without a title, a 1 MB cell, a brand nobody has, and a row repeated.
 */
function messyPartnerFeed(): string {
  const quote = (cell: string) => (/[";\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const row = (cells: string[]) => cells.map(quote).join(';');
  const lines = [
    'Name;Slug;Price;Sale price;Currency;Link;Brand;Details',
    row([
      'Feedtest Crème brûlée torch',
      'feedtest-torch',
      '19.90',
      '',
      'EUR',
      'https://shop.example/ft-torch',
      'Lumio',
      'Two\nlines',
    ]), // 2
    row(['Feedtest Café grinder', 'feedtest-grinder', 'twelve', '', 'EUR', 'https://shop.example/ft-grinder', '', '']), // 3
    row(['', 'feedtest-untitled', '9', '', 'EUR', 'https://shop.example/ft-untitled', '', '']), // 4
    row([
      'Feedtest huge',
      'feedtest-huge',
      '5',
      '',
      'EUR',
      'https://shop.example/ft-huge',
      '',
      'x'.repeat(1024 * 1024),
    ]), // 5
    row([
      'Feedtest stranger',
      'feedtest-stranger',
      '9',
      '',
      'EUR',
      'https://shop.example/ft-stranger',
      'Nobody Inc',
      '',
    ]), // 6
    row([
      'Feedtest Crème brûlée torch',
      'feedtest-torch',
      '19.90',
      '',
      'EUR',
      'https://shop.example/ft-torch',
      'Lumio',
      'Two\nlines',
    ]), // 7
    row(['Feedtest Über kettle', 'feedtest-kettle', '24', '19.5', 'EUR', 'https://shop.example/ft-kettle', '', '']), // 8
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Chooses a file in the wizard's drop zone, as "Choose file" does. */
async function chooseFile(page: Page, name: string, content: string | Buffer) {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  await page
    .getByRole('group', { name: 'Feed file' })
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
}

async function uploadFeed(page: Page, list: string, name: string, content: string | Buffer, feedName: string) {
  await page.goto(`/${list}`);
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Import ${list}` })).toBeVisible(JOB);
  await chooseFile(page, name, content);
  await page.getByRole('textbox', { name: 'Feed name' }).fill(feedName);
  await page.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(page.getByRole('region', { name: 'Map the columns' })).toBeVisible(JOB);
}

test.describe('feeds: a partner feed in, lists out', () => {
  test('a messy partner feed: the dry run names each rejected row, apply counts, round trip, undo (1280 px)', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await staffInBrowser(browser, EDITOR);
    await page.setViewportSize({ width: 1280, height: 900 });

    await uploadFeed(page, 'products', 'acme-2026-11-26.csv', messyPartnerFeed(), 'Acme daily');
    // Mapped by header, synonyms included: Name → Title, Link → Deal URL, Details → Description.
    await expect(page.getByRole('button', { name: / Name$/ })).toContainText('Title');
    await expect(page.getByRole('button', { name: / Link$/ })).toContainText('Deal URL');
    await expect(page.getByRole('button', { name: / Details$/ })).toContainText('Description');
    await page.getByText('Rejects the row', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Rejects the row' })).toBeChecked();
    await page.getByRole('button', { name: 'Run the dry run' }).click();

    await expect(page.getByLabel('Dry run counts')).toBeVisible(JOB);
    await expect(countIn(page, 'Dry run counts', 'To create')).toHaveText('2');
    await expect(countIn(page, 'Dry run counts', 'Rejected')).toHaveText('5');
    const rejected = page.getByRole('grid', { name: 'Rejected rows' });
    const rejectedRow = (row: number) =>
      rejected.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });
    await expect(rejectedRow(3)).toContainText('Price must be a number.');
    await expect(rejectedRow(4)).toContainText('Name');
    await expect(rejectedRow(4)).toContainText(/Title/);
    await expect(rejectedRow(5)).toContainText('Description must be 5000 characters or fewer.');
    await expect(rejectedRow(6)).toContainText('No brand is named "Nobody Inc".');
    await expect(rejectedRow(7)).toContainText('Row 2 has the same slug ("feedtest-torch").');
    await expect(rejected.getByRole('rowheader')).toHaveCount(5);
    // Nothing is written before the person applies.
    await page.goto('/products?search=Feedtest');
    await expect(page.getByText('No products match "Feedtest"')).toBeVisible(JOB);
    await page.goBack();

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('Import counts')).toBeVisible(JOB);
    await expect(countIn(page, 'Import counts', 'Created')).toHaveText('2');
    await expect(countIn(page, 'Import counts', 'Rejected')).toHaveText('5');
    const importUrl = page.url();

    // The rejected rows come back as CSV with an Error column, to fix and import again.
    const rejectedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows' }).click();
    const rejectedCsv = await readFile((await (await rejectedDownload).path())!, 'utf8');
    expect(rejectedCsv).toContain('Error');
    expect(rejectedCsv).toContain('Price must be a number.');

    // Export the filtered list as it stands, then import it back: nothing would change.
    await page.goto('/products?search=Feedtest');
    await expect(page.getByRole('grid', { name: 'Products' }).getByRole('rowheader')).toHaveCount(2, JOB);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportedCsv = await readFile((await (await exported).path())!);
    expect(exportedCsv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exportedCsv.toString('utf8')).toContain('Feedtest Crème brûlée torch');
    expect(exportedCsv.toString('utf8')).not.toContain('Feedtest Café grinder');

    await uploadFeed(page, 'products', 'products.csv', exportedCsv, 'Round trip');
    await page.getByRole('button', { name: 'Run the dry run' }).click();
    await expect(page.getByLabel('Dry run counts')).toBeVisible(JOB);
    await expect(countIn(page, 'Dry run counts', 'Unchanged')).toHaveText('2');
    for (const label of ['To create', 'To update', 'Rejected'])
      await expect(countIn(page, 'Dry run counts', label)).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Back to the first import from the recent imports, and undo it.
    await page.goto('/products/import');
    await page
      .getByRole('grid', { name: 'Recent product imports' })
      .getByRole('rowheader', { name: 'Acme daily' })
      .click();
    await expect(page).toHaveURL(importUrl);
    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('Undo counts')).toBeVisible(JOB);
    await expect(countIn(page, 'Undo counts', 'Restored')).toHaveText('2');
    await page.goto('/products?search=Feedtest');
    await expect(page.getByText('No products match "Feedtest"')).toBeVisible(JOB);

    // The admins' Activity shows the import and its undo as one entry each, by feed and file, with how many changes
    // each made (it showed the import as one product created), and the import opens its report, rows and counts.
    const admin = await staffInBrowser(browser, ADMIN);
    await admin.goto('/activity');
    const imported = admin.getByRole('link', { name: '"Acme daily (acme-2026-11-26.csv)"', exact: true });
    await expect(imported).toBeVisible(JOB);
    await expect(admin.getByRole('link', { name: '"Undo of Acme daily (acme-2026-11-26.csv)"' })).toBeVisible();
    await expect(admin.getByText('2 changes, one per record.')).toHaveCount(2);
    await imported.click();
    await expect(admin).toHaveURL(importUrl);
    await expect(countIn(admin, 'Undo counts', 'Restored')).toHaveText('2', JOB);
  });

  test('Windows-1252 accents, a file over the limit refused before upload, and the steps at 390 px', async ({
    browser,
  }) => {
    const page = await staffInBrowser(browser, EDITOR);
    await page.setViewportSize({ width: 390, height: 844 });
    const latin = Buffer.from('Name;Active\r\nCafé Müller crème;Yes\r\n', 'latin1');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/feeds/imports') && request.method() === 'POST') uploads += 1;
    });

    await page.goto('/brands/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import brands' })).toBeVisible(JOB);
    // 51 MB, made in the page and dropped: refused at once, nothing sent, under the deployment's limit (the e2e API
    // runs with FEED_MAX_BYTES at 4,000,000: 3.81 MB).
    await page.getByRole('group', { name: 'Feed file' }).evaluate((zone) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(51 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('alert')).toHaveText(
      'The file is larger than 3.81 MB (4,000,000 bytes). Split it into smaller files and import each.',
    );
    await expect(page.getByRole('button', { name: 'Upload and map columns' })).toBeDisabled();
    expect(uploads).toBe(0);

    await chooseFile(page, 'cafe.csv', latin);
    await page.getByRole('textbox', { name: 'Feed name' }).fill('Cafe partner');
    await page.getByRole('button', { name: 'Upload and map columns' }).click();
    await expect(page.getByRole('region', { name: 'Map the columns' })).toBeVisible(JOB);
    expect(uploads).toBe(1);
    await expect(page.getByText('Café Müller crème')).toBeVisible();
    await expect(page.getByText(/windows-1252/)).toBeVisible();
    // Nothing on the phone is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Run the dry run' }).click();
    await expect(page.getByLabel('Dry run counts')).toBeVisible(JOB);
    await expect(countIn(page, 'Dry run counts', 'To create')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import brands' })).toBeVisible(JOB);
  });

  test('a deployment’s lower size limit: the wizard names it before a file is chosen, and refuses one byte past it without sending it', async ({
    browser,
  }) => {
    // playwright.config.ts starts the API with FEED_MAX_BYTES at 4,000,000; the API tells the wizard (feedLimits).
    const limit = 4_000_000;
    const page = await staffInBrowser(browser, EDITOR);
    const header = 'Name;Active\r\n';
    const row = 'Oversized brand;Yes\r\n';
    const rows = row.repeat(Math.ceil((limit + 1 - header.length) / row.length));
    const oversized = Buffer.from((header + rows).slice(0, limit + 1), 'utf8');
    expect(oversized.length).toBe(limit + 1);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/feeds/imports') && request.method() === 'POST') uploads += 1;
    });

    await page.goto('/brands/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import brands' })).toBeVisible(JOB);
    // 3.81 MB, rounded down ("up to 4 MB" would be untrue of a 4,000,001-byte file), with its bytes. It said "up to
    // 50 MB" here before.
    await expect(page.getByText('UTF-8 or Windows-1252, up to 3.81 MB (4,000,000 bytes)')).toBeVisible(JOB);
    await chooseFile(page, 'oversized.csv', oversized);
    await expect(page.getByRole('alert')).toHaveText(
      'The file is larger than 3.81 MB (4,000,000 bytes). Split it into smaller files and import each.',
      JOB,
    );
    await expect(page.getByRole('button', { name: 'Upload and map columns' })).toBeDisabled();
    expect(uploads).toBe(0);
    // Nothing of it was kept: the recent imports do not list it.
    await expect(page.getByRole('grid', { name: 'Recent brand imports' }).getByText('oversized')).toHaveCount(0);
  });

  test('a viewer exports every list but imports none', async ({ browser }) => {
    const page = await staffInBrowser(browser, VIEWER);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, title] of [
        ['/products', 'Products'],
        ['/brands', 'Brands'],
        ['/stores', 'Stores'],
        ['/categories', 'Categories'],
        ['/sales', 'Sales'],
      ]) {
        await page.goto(path!);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(JOB);
        await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Import' })).toHaveCount(0);
      }
    }
    const exported = page.waitForEvent('download');
    await page.goto('/brands?search=Lumio');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await readFile((await (await exported).path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(2);
    expect(csv).toContain('Lumio');
    await page.goto('/products/import');
    await expect(page.getByText("You don't have access")).toBeVisible(JOB);
  });
});
