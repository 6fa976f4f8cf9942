import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

/** Signs in through the login form, the way a person does. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
