import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/session';
import { FIRST_ADMIN, firstAdminLink } from './firstAdmin';

test('production serves the app and the API from one origin: the first admin sets a password, signs in, opens a list, saves a brand', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? '4145'}`;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  // Production seeded nothing: the only account is the one create-admin made, and the demo admin does not exist.
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible({ timeout: 20_000 });

  await page.goto(firstAdminLink());
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByLabel('Repeat the new password').fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await signIn(page, FIRST_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  // More brands than one page holds, made through the API with the session the app keeps.
  await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    };
    for (let index = 1; index <= 26; index += 1) {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: 'mutation($title: String!) { createBrand(input: { title: $title }) { id } }',
          variables: { title: `Production brand ${String(index).padStart(2, '0')}` },
        }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    }
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('row')).toHaveCount(26, { timeout: 20_000 });
  await table.getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, { timeout: 20_000 });

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved in production');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The brand is live (every brand made above is active): saving it asks first.
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to save?' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Brand saved')).toBeVisible({ timeout: 20_000 });

  // Live updates stream through the same origin, event by event (nothing buffers them): a change made now is heard.
  const heard = await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    };
    const stream = await fetch('/graphql', {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { recordChanged(types: [BRAND]) { id kind } }' }),
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The stream opens with a keep-alive comment: once it is read, the subscription is in place.
    let text = (await reader.read()).value ?? '';
    await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'mutation { createBrand(input: { title: "Heard live" }) { id } }' }),
    });
    while (!text.includes('event: next')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
    await reader.cancel();
    return text;
  });
  expect(heard).toContain('"kind":"CREATE"');

  // A reload on an app route is answered by the API's origin with the app (SPA fallback).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved in production' })).toBeVisible({ timeout: 20_000 });
  expect(foreign).toEqual([]);
});
