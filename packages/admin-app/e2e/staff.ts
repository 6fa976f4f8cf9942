import { expect, type Browser, type Page } from '@playwright/test';
import { API_ORIGIN, expectDashboard, signIn, storedTokens } from './session';

/** Lazy screens and live changes on a busy machine: wait as long as a person would. */
const PATIENT = { timeout: 20_000 };

/**
 * A signed-in staff member in a browser of their own (their own storage, their own session), on `baseURL` (another
 * replica's origin) or the config's.
 */
export async function staffInBrowser(
  browser: Browser,
  credentials?: { email: string; password: string },
  baseURL?: string,
): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, credentials);
  await expectDashboard(page);
  return page;
}

/** Runs one operation with the page's session, for what a test sets up and tidies, not what it checks. */
export async function graphqlAs<Data>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const { accessToken } = await storedTokens(page);
  const response = await page.request.post(`${API_ORIGIN}/graphql`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** Opens a brand from the brand list and saves it under a new title, as staff do; answers the brand's id. */
export async function renameBrandFromList(page: Page, title: string, renamed: string): Promise<string> {
  await page.goto('/brands');
  await page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, PATIENT);
  const id = /\/brands\/(\d+)\/edit$/.exec(page.url())![1]!;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Only an active brand asks first (spec §2).
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  const saved = page.getByText('Brand saved');
  await expect(confirm.or(saved)).toBeVisible(PATIENT);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible(PATIENT);
  return id;
}
