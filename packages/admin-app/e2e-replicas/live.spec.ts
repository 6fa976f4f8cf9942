import { expect, test } from '@playwright/test';
import { renameBrandFromList, staffInBrowser } from '../e2e/staff';
import { SEEDED_ADMIN, SEEDED_EDITOR } from './seededStaff';

const replicaA = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT_A ?? '4147'}`;
const replicaB = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT_B ?? '4148'}`;
/** A change travels: a save on one replica, PostgreSQL's notification, the other replica's stream, a refetch. */
const LIVE = { timeout: 20_000 };

test('a rename saved through one replica reaches a brand list open on the other, without reloading', async ({
  browser,
}) => {
  const ada = await staffInBrowser(browser, SEEDED_ADMIN, replicaA);
  const other = await staffInBrowser(browser, SEEDED_EDITOR, replicaB);
  await other.goto('/brands');
  const table = other.getByRole('grid', { name: 'Brands' });
  const first = table.getByRole('rowheader').first();
  await expect(first).not.toBeEmpty(LIVE);
  const title = (await first.textContent())!;
  const renamed = `${title} Across Replicas`;

  await renameBrandFromList(ada, title, renamed);

  await expect(table.getByRole('rowheader', { name: renamed, exact: true })).toBeVisible(LIVE);
  await expect(
    other.getByRole('status').filter({ hasText: `Brand '${renamed}' was changed by Ada Admin.` }),
  ).toBeVisible();
  await ada.context().close();
  await other.context().close();
});
