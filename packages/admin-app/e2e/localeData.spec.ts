import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, signIn } from './session';

/**
 * Issue 17 (blocking time): the first `Intl` call of a page loads ICU's locale data, 10–35 ms of main thread. It must
 * come from the entry script, while the app's files download, not from react-aria's modules as they evaluate inside
 * the task that starts the app.
 */

/** Records the script stack of the page's first call into anything that loads ICU's data, before any script runs. */
async function recordFirstIntlCall(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const holder = window as unknown as { __firstIntlCall?: string };
      holder.__firstIntlCall ??= new Error('first Intl call').stack ?? '';
    };
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'Locale', 'ListFormat']) {
      const original = intl[name] as (new (...args: unknown[]) => unknown) & { supportedLocalesOf?: unknown };
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct: (target, args, newTarget) => (record(), Reflect.construct(target, args, newTarget)),
        apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
        get: (target, key, receiver) => {
          const value = Reflect.get(target, key, receiver);
          if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value;
          return (...args: unknown[]) => (record(), Reflect.apply(value, target, args));
        },
      });
    }
    for (const [proto, key] of [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[key]!;
      Object.defineProperty(proto, key, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          record();
          return original.apply(this, args);
        },
      });
    }
  });
}

async function expectFirstIntlCallFromEntry(page: Page) {
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(entry, 'the page has an entry script').toBeTruthy();
  const stack = await page.evaluate(() => (window as unknown as { __firstIntlCall?: string }).__firstIntlCall);
  expect(stack, 'something called Intl').toBeTruthy();
  expect(stack, `the first Intl call came from elsewhere than the entry (${entry})`).toContain(entry!);
}

test('a signed-in list loads locale data from the entry script, before the app starts', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
  await recordFirstIntlCall(page);
  await page.goto('/brands');
  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectFirstIntlCallFromEntry(page);
});

test('the sign-in page loads locale data from the entry script too', async ({ page }) => {
  await recordFirstIntlCall(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expectFirstIntlCallFromEntry(page);
});
