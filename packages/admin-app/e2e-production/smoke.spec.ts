import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/session';

test('production serves the app and the API from one origin: sign in, open a list, save a brand', async ({ page }) => {
  const origin = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? '4145'}`;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  const table = page.getByRole('grid', { name: 'Brands' });
  await expect(table.getByRole('row')).toHaveCount(26, { timeout: 20_000 });
  await table.getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/, { timeout: 20_000 });

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved in production');
  await page.getByRole('button', { name: 'Save changes' }).click();
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
