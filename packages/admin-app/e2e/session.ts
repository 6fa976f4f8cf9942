import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' };
export const EDITOR = { email: 'editor@example.com', password: 'editor-password' };
export const VIEWER = { email: 'viewer@example.com', password: 'viewer-password' };

/** The e2e API's origin (playwright.config.ts starts it on this port). */
export const API_ORIGIN = `http://localhost:${process.env.E2E_API_PORT ?? '4100'}`;

/** Signs in through the login form, the way a person does. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectDashboard(page: Page) {
  // The dashboard is a lazy screen behind the session check: sized for a slow, busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
}

/** An unsigned token with the given claims: enough for the client's expiry check, never accepted by the API. */
export function unsignedJwt(claims: Record<string, unknown>) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.not-signed`;
}

export const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));

/** Operation names of the GraphQL requests the page sends from now on. */
export function recordOperations(page: Page) {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) operations.push(body.operationName);
  });
  return operations;
}
