import { expect, test, type Browser, type Page } from '@playwright/test';
import { graphqlAs, staffInBrowser } from './staff';
import { ADMIN, expectDashboard, signIn, storedTokens } from './session';

/**
 * Without waiting on anything the person does: the other browser learns of the ended session from its live stream,
 * and a tab from the storage event. Sized for a busy machine, far below the live stream's 30 s heartbeat.
 */
const AT_ONCE = { timeout: 15_000 };

/** A staff member of their own (a password or role change here must not touch the seeded accounts). */
async function newColleague(admin: Page, name: string) {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const person = { email: `${name.toLowerCase()}.${suffix}@example.com`, password: `lantern-harbour-${suffix}` };
  const { createUser } = await graphqlAs<{ createUser: { id: string } }>(
    admin,
    `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { name: `${name} Leaves`, email: person.email, password: person.password, role: 'EDITOR' } },
  );
  return { ...person, id: createUser.id, name: `${name} Leaves` };
}

async function signedInAs(browser: Browser, person: { email: string; password: string }, path: string) {
  const page = await staffInBrowser(browser, person);
  await page.goto(path);
  return page;
}

const signInPage = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'signed out' });

test('a password changed in one browser signs the other out at once, and its sign-in page says why', async ({
  browser,
}) => {
  const admin = await staffInBrowser(browser, ADMIN);
  const person = await newColleague(admin, 'Paula');
  const laptop = await signedInAs(browser, person, '/profile');
  const phone = await signedInAs(browser, person, '/brands');
  await expect(phone.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();

  await laptop.getByLabel(/^Current password/).fill(person.password);
  await laptop.getByLabel(/^New password/).fill('copper-meadow-signal-58');
  await laptop.getByLabel(/^Confirm new password/).fill('copper-meadow-signal-58');
  await laptop.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.getByText('Password changed')).toBeVisible();

  // The phone did nothing since: it is on the sign-in page, told why, back to where it was after signing in.
  await expect(notice(phone)).toHaveText(
    'You were signed out because your password was changed. Sign in with the new password.',
    AT_ONCE,
  );
  await expect(phone).toHaveURL('/login?redirectTo=%2Fbrands');
  expect(await storedTokens(phone)).toEqual({ accessToken: null, refreshToken: null });
  // The laptop that changed it stays signed in.
  await laptop.reload();
  await expect(laptop.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await signIn(phone, { email: person.email, password: 'copper-meadow-signal-58' });
  await expect(phone.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  // Signed in again, the reason is gone: the next sign-in page says nothing of it.
  await phone.evaluate(() => localStorage.clear());
  await phone.goto('/login');
  await expect(signInPage(phone)).toBeVisible();
  await expect(notice(phone)).toHaveCount(0);
});

test('"Sign out" in one tab: that tab says "You signed out.", the other "You were signed out in another tab."', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto('/login');
  await signIn(tab);
  await expectDashboard(tab);
  const other = await context.newPage();
  await other.goto('/stores');
  await expect(other.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  await tab.getByRole('button', { name: 'Ada Admin' }).click();
  await tab.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(notice(tab)).toHaveText('You signed out.', AT_ONCE);
  await expect(notice(other)).toHaveText('You were signed out in another tab.', AT_ONCE);
  await expect(other).toHaveURL('/login?redirectTo=%2Fstores');
  await context.close();
});

test('a role changed by an admin signs the person out at once, with the reason', async ({ browser }) => {
  const admin = await staffInBrowser(browser, ADMIN);
  const person = await newColleague(admin, 'Ravi');
  const theirs = await signedInAs(browser, person, '/products');
  await expect(theirs.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await graphqlAs(admin, `mutation($id: ID!) { updateUser(id: $id, input: { role: VIEWER }) { id } }`, {
    id: person.id,
  });

  await expect(notice(theirs)).toHaveText(
    'You were signed out because your role was changed. Sign in again to continue.',
    AT_ONCE,
  );
  await expect(signInPage(theirs)).toBeVisible();
});
