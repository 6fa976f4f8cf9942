import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { EDITOR, VIEWER } from './session';
import { graphqlAs, staffInBrowser } from './staff';

/**
 * Issue 28: a coupon code, added to products through their definition only, works as staff use it — typed and
 * refused by the rule's messages, saved, listed in its column, filtered, named in the history, exported and shown
 * read-only to a viewer.
 */

/** Lazy screens, a save's round trip and the list's refetch on a busy machine: as long as a person would wait. */
const PATIENT = { timeout: 20_000 };

test.describe.configure({ timeout: 180_000 });

/** The product definition's exact messages (packages/domain/src/entities/product.ts). */
const ONLY_ALLOWED = 'Coupon code may hold only letters, digits, - and _.';
const TOO_LONG = 'Coupon code must be 32 characters or fewer.';

const historyCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'History' }) });

/** Two live deals of this test's own, the first to hold a code and the second never: nothing another spec made matches them. */
async function createDeals(admin: Page, prefix: string, couponCode = '') {
  const ids: string[] = [];
  for (const [title, code] of [
    [`${prefix} kettle`, couponCode],
    [`${prefix} toaster`, ''],
  ] as const) {
    const { createProduct } = await graphqlAs<{ createProduct: { id: string } }>(
      admin,
      `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          title,
          price: 49,
          currency: 'EUR',
          dealUrl: 'https://shop.example/deal',
          active: true,
          couponCode: code,
        },
      },
    );
    ids.push(createProduct.id);
  }
  return { withCode: { id: ids[0]!, title: `${prefix} kettle` }, without: { id: ids[1]!, title: `${prefix} toaster` } };
}

const uniquePrefix = (name: string) => `Coupon ${name} ${Date.now().toString(36)}`;

const table = (page: Page) => page.getByRole('grid', { name: 'Products' });
const bodyRows = (page: Page) => table(page).locator('tbody [role="row"]');

/** The cell of a row under the column headed `header`, found by the header's position. */
async function cellUnder(page: Page, rowTitle: string, header: string) {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `a "${header}" column among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page)
    .filter({ has: page.getByRole('rowheader', { name: rowTitle }) })
    .locator('> *')
    .nth(index);
}

/** Picks Any, Yes or No in the list's "Has a code" filter. */
async function chooseHasCode(page: Page, choice: 'Any' | 'Yes' | 'No') {
  await page.getByRole('button', { name: /Has a code/ }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}

test('an editor gives a deal a coupon code: refused as the rule says, saved upper case, listed, filtered, in the history, exported', async ({
  browser,
}) => {
  const admin = await staffInBrowser(browser);
  const prefix = uniquePrefix('desktop');
  const { withCode, without } = await createDeals(admin, prefix);

  const editor = await staffInBrowser(browser, EDITOR);
  await editor.setViewportSize({ width: 1280, height: 900 });

  // Opened from the list, as staff find a deal.
  await editor.goto(`/products?search=${encodeURIComponent(prefix)}`);
  await table(editor).getByRole('rowheader', { name: withCode.title }).click();
  await expect(editor).toHaveURL(new RegExp(`/products/${withCode.id}/edit$`), PATIENT);
  const code = editor.getByRole('textbox', { name: 'Coupon code' });
  await expect(code).toHaveValue('', PATIENT);

  // A space inside is refused with the rule's own message, and nothing is sent.
  await code.fill('summer 10');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(code).toHaveAccessibleDescription(new RegExp(ONLY_ALLOWED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(editor.getByText(ONLY_ALLOWED)).toBeVisible();
  await expect(editor.getByRole('alertdialog', { name: 'Are you sure you want to save?' })).toBeHidden();

  // 33 characters: the limit's message.
  await code.fill('A'.repeat(33));
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText(TOO_LONG)).toBeVisible();
  await expect(editor.getByText(ONLY_ALLOWED)).toBeHidden();

  // Lower case and surrounding spaces are accepted: the code is kept upper case and trimmed.
  await code.fill('  summer-10 ');
  await expect(editor.getByText(TOO_LONG)).toBeHidden();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  // A live deal asks first (spec §2).
  const confirm = editor.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Product saved')).toBeVisible(PATIENT);
  // The form shows what was stored, not what was typed.
  await expect(code).toHaveValue('SUMMER-10');
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await editor.reload();
  await expect(editor.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SUMMER-10', PATIENT);

  // The history names the field by its label, with the value it now holds.
  const latest = historyCard(editor).getByRole('listitem').first();
  await expect(latest).toContainText('Updated', PATIENT);
  await expect(latest).toContainText('by Eli Editor');
  await expect(latest).toContainText('Coupon code');
  await expect(latest).not.toContainText('couponCode');
  await expect(latest.getByRole('insertion')).toHaveText('now SUMMER-10');
  await historyCard(editor).screenshot({ path: test.info().outputPath('coupon-history.png') });

  // The list: the Code column, then "Has a code" narrows the two deals to the one with a code.
  await editor.goto(`/products?search=${encodeURIComponent(prefix)}`);
  await expect(table(editor).getByRole('rowheader')).toHaveCount(2, PATIENT);
  await expect(await cellUnder(editor, withCode.title, 'Code')).toHaveText('SUMMER-10');
  await chooseHasCode(editor, 'Yes');
  await expect(editor).toHaveURL(/hasCouponCode=true/);
  await expect(table(editor).getByRole('rowheader')).toHaveText([withCode.title], PATIENT);

  // The filter is the list's state, kept in its address: a reload shows the same narrowed list.
  await editor.reload();
  await expect(editor.getByRole('button', { name: /Has a code/ })).toContainText('Yes', PATIENT);
  await expect(table(editor).getByRole('rowheader')).toHaveText([withCode.title], PATIENT);

  await chooseHasCode(editor, 'No');
  await expect(table(editor).getByRole('rowheader')).toHaveText([without.title], PATIENT);
  await chooseHasCode(editor, 'Yes');
  await expect(table(editor).getByRole('rowheader')).toHaveText([withCode.title], PATIENT);

  // The export of the filtered list: the code in its own column, the deal without one left out.
  const download = editor.waitForEvent('download', PATIENT);
  await editor.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!);
  const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(records.map((record) => record.Title)).toEqual([withCode.title]);
  expect(records[0]!['Coupon code']).toBe('SUMMER-10');

  // A viewer sees the code and cannot change it.
  const viewer = await staffInBrowser(browser, VIEWER);
  await viewer.goto(`/products/${withCode.id}/edit`);
  await expect(viewer.getByRole('note')).toContainText('but not change it', PATIENT);
  const shown = viewer.getByRole('textbox', { name: 'Coupon code' });
  await expect(shown).toHaveValue('SUMMER-10');
  await expect(shown).not.toBeEditable();

  for (const page of [admin, editor, viewer]) await page.context().close();
});

test('on a phone the Code column and the "Has a code" filter stay usable', async ({ browser }) => {
  const PHONE = { width: 390, height: 844 };
  const admin = await staffInBrowser(browser);
  const prefix = uniquePrefix('phone');
  const { withCode } = await createDeals(admin, prefix, 'phone-15');

  const editor = await staffInBrowser(browser, EDITOR);
  await editor.setViewportSize(PHONE);
  await editor.goto(`/products?search=${encodeURIComponent(prefix)}`);
  await expect(table(editor).getByRole('rowheader')).toHaveCount(2, PATIENT);

  // The filters fold behind their button; opened, "Has a code" is there and narrows the list.
  await editor.getByRole('button', { name: /^Filters/ }).click();
  await chooseHasCode(editor, 'Yes');
  await expect(table(editor).getByRole('rowheader')).toHaveText([withCode.title], PATIENT);
  await expect(editor.getByRole('button', { name: /^Filters 1 set/ })).toBeVisible();

  // The Code column is reached by swiping the table sideways until it shows beside the title column that stays at
  // the left edge; the page itself stays the phone's width.
  const cell = await cellUnder(editor, withCode.title, 'Code');
  await expect(cell).toHaveText('PHONE-15');
  // Shown: the whole code lies between the title column's edge and the table box's, nothing painted over it.
  const shown = () =>
    cell.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const code = text.getBoundingClientRect();
      const titleEdge = element.parentElement!.querySelector('[role="rowheader"]')!.getBoundingClientRect().right;
      const boxEdge = element.closest('table')!.parentElement!.getBoundingClientRect().right;
      const painted = document.elementFromPoint(code.left + 1, code.top + code.height / 2);
      return code.left >= titleEdge && code.right <= boxEdge && painted !== null && element.contains(painted);
    });
  await table(editor).hover();
  await expect
    .poll(async () => (await shown()) || (await editor.mouse.wheel(10, 0), false), { ...PATIENT, intervals: [100] })
    .toBe(true);
  await editor.screenshot({ path: test.info().outputPath('coupon-list-phone.png') });
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await editor.reload();
  await expect(table(editor).getByRole('rowheader')).toHaveText([withCode.title], PATIENT);
  await expect(editor.getByRole('button', { name: /^Filters 1 set/ })).toBeVisible();

  for (const page of [admin, editor]) await page.context().close();
});
