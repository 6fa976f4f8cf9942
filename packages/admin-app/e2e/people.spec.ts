import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './session';

test('an admin creates a user who can then sign in, and can deactivate anyone but themself', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expectDashboard(page);

  await page.goto('/users/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Nia Newcomer');
  await page.getByRole('textbox', { name: 'Email' }).fill('nia@example.com');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm password/).fill('short');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('nia-password-1');
  await page.getByLabel(/^Confirm password/).fill('nia-password-1');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByText('User created')).toBeVisible();

  await page.goto('/users');
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Ada Admin/ }).getByRole('button')).toHaveCount(0);
  const nia = table.getByRole('row', { name: /Nia Newcomer/ });
  await expect(nia).toContainText('Editor');

  // The new account works.
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out reloads /users, which sends the visitor to sign in and back.
  await expect(page).toHaveURL('/login?redirectTo=%2Fusers');
  await signIn(page, { email: 'nia@example.com', password: 'nia-password-1' });
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('button', { name: /Nia Newcomer/ })).toBeVisible();
});

// Mina's own account: other specs sign in as the seeded editor, whose password must stay as seeded.
test('the profile changes name and password; the old password stops working', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'mina@example.com', password: 'editor-password' });
  await expectDashboard(page);
  await page.goto('/profile');
  await page.getByLabel(/^Current password/).fill('wrong-password');
  await page.getByLabel(/^New password/).fill('quiet-harbour-lamp-2');
  await page.getByLabel(/^Confirm new password/).fill('quiet-harbour-lamp-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('textbox', { name: /Current password/ })).toHaveAccessibleDescription(
    'The current password is incorrect.',
  );
  await page.getByLabel(/^Current password/).fill('editor-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Mina Merchandiser-Smith');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /Mina Merchandiser-Smith/ })).toBeVisible();

  await page.getByRole('button', { name: /Mina Merchandiser-Smith/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  await signIn(page, { email: 'mina@example.com', password: 'editor-password' });
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await signIn(page, { email: 'mina@example.com', password: 'quiet-harbour-lamp-2' });
  await expect(page).toHaveURL('/profile');
});
