import { expect, test } from '@playwright/test';

// An 8×8 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOosXqLFTEMLQkA0eBowQ14M9QAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByLabel('Password').fill('admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Featured brand' })).toBeVisible();
});

test('the embedded widgets wear the theme and leave the host page alone', async ({ page }) => {
  const styles = await page.evaluate(() => {
    const read = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const primary = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Publish the partner page');
    return {
      primaryBackground: read(primary ?? null)?.backgroundColor,
      primaryRadius: read(primary ?? null)?.borderTopLeftRadius,
      widgetFont: read(primary ?? null)?.fontFamily,
      hostBody: read(document.body)?.fontFamily,
      hostBackground: read(document.body)?.backgroundColor,
      hostHeading: read(document.querySelector('.host-header h1'))?.fontFamily,
      hostButton: read(document.querySelector('button.host-button')),
    };
  });
  // Purple primary, radius 8, Public Sans (spec §9), bundled with the package (no network font).
  expect(styles.primaryBackground).toBe('rgb(118, 53, 220)');
  expect(styles.primaryRadius).toBe('8px');
  expect(styles.widgetFont).toContain('Public Sans');
  expect(await page.evaluate(() => document.fonts.check('14px "Public Sans"'))).toBe(true);
  // The host's own CSS still rules outside the widgets.
  expect(styles.hostBody).toContain('Georgia');
  expect(styles.hostBackground).toBe('rgb(250, 248, 240)');
  expect(styles.hostHeading).toContain('Georgia');
  const hostButton = page.locator('button.host-button');
  await expect(hostButton).toHaveCSS('background-color', 'rgb(255, 200, 0)');
  await expect(hostButton).toHaveCSS('border-radius', '0px');
  await expect(hostButton).toHaveCSS('font-family', /Georgia/);
});

test('a brand is picked by searching the API', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Featured brand' }).fill('arc');
  await page
    .getByRole('option', { name: /Arclight/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Featured:' })).toHaveText(/Featured: Arclight/);
});

test('a confirmation dialog and a toast from the design system', async ({ page }) => {
  await page.getByRole('button', { name: 'Publish the partner page' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await expect(dialog).toContainText('The partner page goes live for every shopper.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partner page published')).toBeVisible();
  await expect(page.getByRole('button', { name: /close/i }).first()).toBeVisible();
});

test('files are uploaded into the media library and one is picked', async ({ page }) => {
  const grid = page.getByRole('grid', { name: 'Files in all files' });
  // The seeded library's folders come from the API.
  await expect(page.getByRole('group', { name: 'Folders' })).toContainText('products');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'host-upload.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('1 uploaded')).toBeVisible();
  const uploaded = grid.getByRole('row', { name: /host-upload/ });
  await expect(uploaded).toHaveCount(1);
  await uploaded.dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Picked' })).toHaveText(
    /Picked http:\/\/localhost:4200\/media\/host-upload/,
  );
});
