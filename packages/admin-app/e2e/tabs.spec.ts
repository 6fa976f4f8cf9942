import { expect, test } from '@playwright/test';
import { expectDashboard, recordOperations, signIn, storedTokens, unsignedJwt } from './session';

test.describe.configure({ timeout: 60_000 });

test('two tabs waking with an expired access token refresh once between them, and both stay signed in', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);
  const other = await context.newPage();
  const before = await storedTokens(page);
  // Both tabs come back after the access token ran out (a laptop waking up).
  const expired = unsignedJwt({ sub: '1', typ: 'access', exp: Math.floor(Date.now() / 1000) - 60 });
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
  const operations = [...[page, other].map((tab) => recordOperations(tab))];

  await Promise.all([page.goto('/brands'), other.goto('/stores')]);

  await expect(page.getByRole('grid', { name: 'Brands' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('grid', { name: 'Stores' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const refreshes = operations.flat().filter((name) => name === 'RefreshToken');
  expect(refreshes).toHaveLength(1);
  // One new pair, shared through storage: the refresh token rotated once and both tabs hold it.
  const after = await storedTokens(other);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(await storedTokens(page)).toEqual(after);
  await expect(page).toHaveURL('/brands');
  await expect(other).toHaveURL('/stores');
});
