import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migratedTemplate } from './pgliteTemplate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or an isolated schema on the real
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const db = url
    ? await openPostgres(url, `test_${randomBytes(6).toString('hex')}`)
    : await openPglite(undefined, { template: await migratedTemplate() });
  await migrate(db);
  return db;
}
