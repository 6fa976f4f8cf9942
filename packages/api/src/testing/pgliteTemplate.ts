import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { openPgliteWithDump } from '../db/pglite';

/** Where the test run's migrated template is (set by the tests' global setup; absent: each database runs initdb). */
export const PGLITE_TEMPLATE_ENV = 'DEALS_PGLITE_TEMPLATE';

/**
 * Makes one migrated, empty PGlite data directory for a whole test run and names it in the environment the test
 * workers inherit. A fresh in-memory PGlite runs initdb, most of its start (about 3 s on a quiet 2-core machine,
 * 13–28 s on a busy one); loading the template skips it. Each file still gets a database of its own, and migrates it
 * (nothing to do unless a migration is newer than the template).
 */
export async function provideMigratedTemplate(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL || process.env[PGLITE_TEMPLATE_ENV]) return async () => undefined;
  const { db, dump } = await openPgliteWithDump();
  await migrate(db);
  const dir = await mkdtemp(join(tmpdir(), 'deals-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, new Uint8Array(await (await dump()).arrayBuffer()));
  await db.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}

/** The run's template, when there is one. */
export async function migratedTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  return new Blob([new Uint8Array(await readFile(file))]);
}
