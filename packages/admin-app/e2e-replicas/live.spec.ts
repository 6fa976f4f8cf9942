import { expect, test, type Browser } from '@playwright/test';
import { EDITOR, expectDashboard, signIn } from '../e2e/session';

const replicaA = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT_A ?? '4147'}`;
const replicaB = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT_B ?? '4148'}`;
/** A change travels: a save on one replica, PostgreSQL's notification, the other replica's stream, a refetch. */
const LIVE = { timeout: 20_000 };

async function staffOn(browser: Browser, origin: string, credentials?: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, credentials);
  await expectDashboard(page);
  return page;
}

test('a rename saved through one replica reaches a brand list open on the other, without reloading', async ({
  browser,
}) => {
  const ada = await staffOn(browser, replicaA);
  const other = await staffOn(browser, replicaB, EDITOR);
  await other.goto('/brands');
  const table = other.getByRole('grid', { name: 'Brands' });
  const first = table.getByRole('rowheader').first();
  await expect(first).not.toBeEmpty(LIVE);
  const title = (await first.textContent())!;
  const renamed = `${title} Across Replicas`;

  await ada.goto('/brands');
  await ada.getByRole('grid', { name: 'Brands' }).getByRole('rowheader', { name: title, exact: true }).click();
  await expect(ada).toHaveURL(/\/brands\/\d+\/edit$/, LIVE);
  await ada.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await ada.getByRole('button', { name: 'Save changes' }).click();
  // Only an active brand asks first (spec §2).
  const confirm = ada.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  const saved = ada.getByText('Brand saved');
  await expect(confirm.or(saved)).toBeVisible(LIVE);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible(LIVE);

  await expect(table.getByRole('rowheader', { name: renamed, exact: true })).toBeVisible(LIVE);
  await expect(
    other.getByRole('status').filter({ hasText: `Brand '${renamed}' was changed by Ada Admin.` }),
  ).toBeVisible();
  await ada.context().close();
  await other.context().close();
});
