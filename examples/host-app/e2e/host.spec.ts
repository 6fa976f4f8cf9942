import { expect, test, type Route } from '@playwright/test';

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
  await expect(page.getByRole('combobox', { name: 'Featured brand' })).toBeVisible({ timeout: 20_000 });
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
      hostButton: read(document.querySelector('header button.host-button')),
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
  const hostButton = page.locator('header button.host-button');
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
    new RegExp(`Picked http://localhost:${process.env.HOST_API_PORT ?? '4200'}/media/host-upload`),
  );

  // Select it, confirm the delete, and it is gone with a toast.
  await uploaded.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('row', { name: /host-upload/ })).toHaveCount(0);
});

test("an API error no widget shows itself becomes a toast through admin-core's error bus", async ({ page }) => {
  const refuse = (route: Route) =>
    route.request().postDataJSON()?.operationName === 'FindBrands'
      ? route.fulfill({ json: { data: null, errors: [{ message: 'The catalogue is being rebuilt.' }] } })
      : route.fallback();
  await page.route('**/graphql', refuse);
  await page.getByRole('button', { name: 'Count the brands' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts).toContainText('Something went wrong');
  await expect(toasts).toContainText('The catalogue is being rebuilt.');
  await expect(page.getByRole('status').filter({ hasText: 'counted' })).toHaveText('Not counted yet');

  await page.unroute('**/graphql', refuse);
  await page.getByRole('button', { name: 'Count the brands' }).click();
  await expect(page.getByRole('status').filter({ hasText: /brands$/ })).toHaveText(/^\d+ brands$/);
});

test('signing out shows the sign-in form again, and a wrong password is refused in place', async ({ page }) => {
  await page.getByRole('button', { name: /Sign out/ }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
});

test('hostile global CSS from the host does not change our widgets, and ours does not change the host', async ({
  page,
}) => {
  // host.css has `* { letter-spacing }`, `button { text-transform; font-family }`, `label { font-style; color }` and
  // `input { font-family; word-spacing }`. Read what the browser computed inside the widgets.
  await page.getByRole('button', { name: 'Publish the partner page' }).waitFor();
  const inside = await page.evaluate(() => {
    const read = (selector: string) => {
      const element = document.querySelector(`[data-color-scheme] ${selector}`);
      if (!element) throw new Error(`no ${selector} inside the widgets`);
      const style = getComputedStyle(element);
      return {
        textTransform: style.textTransform,
        fontStyle: style.fontStyle,
        fontFamily: style.fontFamily,
        letterSpacing: style.letterSpacing,
        wordSpacing: style.wordSpacing,
        color: style.color,
      };
    };
    const text = getComputedStyle(document.querySelector('[data-color-scheme]')!).color;
    return { button: read('button'), label: read('label'), input: read('input'), text };
  });
  for (const element of [inside.button, inside.label, inside.input]) {
    expect(element.fontFamily).toContain('Public Sans');
    expect(element.letterSpacing).toBe('normal');
    expect(element.fontStyle).toBe('normal');
    expect(element.textTransform).toBe('none');
  }
  expect(inside.input.wordSpacing).toBe('0px');
  expect(inside.label.color).toBe(inside.text);
  await expect(page.getByRole('button', { name: 'Publish the partner page' })).toHaveCSS('text-transform', 'none');

  // The host's own rules still apply to the host's own elements.
  const hostButton = page.locator('header button.host-button');
  await expect(hostButton).toHaveCSS('text-transform', 'uppercase');
  await expect(hostButton).toHaveCSS('letter-spacing', '0.5px');
});

test('a box model and margins of the host, loaded after our stylesheet, do not resize our widgets', async ({
  page,
}) => {
  // host.css, imported after @deals/ui/style.css, sets `*, *::before, *::after` and `button, input, div` to
  // content-box and gives `p, h2, ul` margins. A tile needs a file in the folder.
  await page.locator('input[type="file"]').setInputFiles({ name: 'box-model.png', mimeType: 'image/png', buffer: PNG });
  const tile = page.getByRole('grid', { name: 'Files in all files' }).getByRole('row', { name: /box-model/ });
  await expect(tile).toBeVisible();
  const measure = () =>
    page.evaluate(() => {
      const root = document.querySelector('[data-color-scheme]')!;
      const size = (element: Element | null | undefined) => {
        if (!element) throw new Error('a widget part is missing');
        const { width, height } = element.getBoundingClientRect();
        return `${width}×${height}`;
      };
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Publish the partner page');
      return {
        button: size(button),
        combobox: size(root.querySelector('input[role="combobox"]')),
        tile: size(root.querySelector('[role="grid"] [role="row"][data-stop]')),
        grid: size(root.querySelector('[role="grid"]')),
        statusMargin: getComputedStyle(root.querySelector('p[role="status"]')!).marginTop,
      };
    });
  const withHostRules = await measure();
  // The rules are in force on the host's own elements: its button is content-box (a browser's default is border-box).
  await expect(page.locator('header button.host-button')).toHaveCSS('box-sizing', 'content-box');

  await page.evaluate(() => {
    for (const sheet of document.styleSheets) {
      for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
        const rule = sheet.cssRules[index];
        const hostile =
          rule instanceof CSSStyleRule && (rule.style.boxSizing === 'content-box' || rule.selectorText === 'p, h2, ul');
        if (hostile) sheet.deleteRule(index);
      }
    }
  });
  await expect(page.locator('header button.host-button')).toHaveCSS('box-sizing', 'border-box');
  // The same page without them: every widget measures what it measured with them.
  await expect.poll(measure).toEqual(withHostRules);
});
