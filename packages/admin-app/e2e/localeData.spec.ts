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

/**
 * The entry's own code: the entry script and the modules the HTML itself preloads beside it (its static imports; with
 * the build's execution-order wrappers the entry script only starts code that sits in one of them). Read from the
 * served HTML: the app adds preload links of its own as it runs.
 */
async function expectFirstIntlCallFromEntry(page: Page) {
  const entryFiles = await page.evaluate(async () => {
    const html = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    const files = html.querySelectorAll('script[type="module"][src], link[rel="modulepreload"][href]');
    return [...files].map((element) => element.getAttribute('src') ?? element.getAttribute('href')!);
  });
  expect(entryFiles.length, 'the page has an entry script').toBeGreaterThan(0);
  const stack = await page.evaluate(() => (window as unknown as { __firstIntlCall?: string }).__firstIntlCall);
  expect(stack, 'something called Intl').toBeTruthy();
  const caller = stack!.split('\n').find((line) => /\/assets\/[^/]+\.js/.test(line));
  expect(
    entryFiles.some((file) => caller?.includes(file)),
    `the first Intl call came from ${caller?.trim()}, not the entry (${entryFiles.join(', ')})`,
  ).toBe(true);
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
