import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

/**
 * Needs the API's sign-in throttle (issue 14, server side). Uses an address nobody else signs in with, so the
 * per-account counter it fills does not lock out the accounts the other specs use.
 */
const STRANGER = { email: `throttle-${Date.now()}@example.com`, password: 'not-the-password' };
const THROTTLED = /^Too many attempts — try again in \d+ minutes?$/;

/** Signs in wrongly until the API answers the throttled message (at most 30 times); answers that message. */
async function failUntilThrottled(page: Page): Promise<string> {
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Login',
    );
    await signIn(page, STRANGER);
    const body = (await (await answer).json()) as { errors?: { message: string }[] };
    const message = body.errors?.[0]?.message ?? '';
    // Each wrong attempt is shown inline before the next one.
    await expect(page.getByRole('alert')).toHaveText(message);
    if (THROTTLED.test(message)) return message;
  }
  throw new Error('30 failed sign-ins and the API never throttled.');
}

test('the first-load login page shows the throttled message inline and keeps the form', async ({ page }) => {
  await page.goto('/login');
  await failUntilThrottled(page);
  await expect(page.getByRole('alert')).toHaveText(THROTTLED);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(STRANGER.email);
  await expect(page).toHaveURL('/login');
});

test('the routed login page (after a guard redirect) shows the throttled message inline too', async ({ page }) => {
  // A guarded path loads the whole app, whose router then shows /login.
  await page.goto('/brands');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await failUntilThrottled(page);
  await expect(page.getByRole('alert')).toHaveText(THROTTLED);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});
