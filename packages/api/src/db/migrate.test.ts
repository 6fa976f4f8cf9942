import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { Database } from './database';
import { isMigrated, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** An unmigrated database of the same kind the suite runs on. */
function openEmptyDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgres(url, `test_empty_${randomBytes(6).toString('hex')}`) : openPglite();
}

describe('migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('creates every table of the catalogue', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['brands', 'stores', 'categories', 'products', 'sales', 'users', 'jobs', 'media_files']),
    );
  });

  it('applies nothing twice', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('applies each migration once when replicas migrate at the same moment', async () => {
    const fresh = await openEmptyDatabase();
    try {
      const [first, second] = await Promise.all([migrate(fresh), migrate(fresh)]);
      const files = [...first, ...second].sort();
      expect(files).toEqual([...new Set(files)]);
      expect(files).toContain('001_catalogue.sql');
      expect(await isMigrated(fresh)).toBe(true);
    } finally {
      await fresh.close();
    }
  }, 90_000);

  it('rolls a failing transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO stores (title) VALUES ('Half-written store')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM stores`);
    expect(rows[0]?.count).toBe(0);
  });
});
