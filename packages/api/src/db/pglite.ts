import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/**
 * Embedded Postgres: a data directory that survives restarts, or memory when `dataDir` is undefined (tests). A
 * `template` (a data directory dumped by `dumpPglite`) is loaded instead of running initdb, which is most of a fresh
 * instance's start.
 */
export async function openPglite(dataDir?: string, options: { template?: Blob } = {}): Promise<Database> {
  return (await openPgliteWithDump(dataDir, options)).db;
}

/** The same database, and a dump of its data directory (a template for `openPglite`). */
export async function openPgliteWithDump(
  dataDir?: string,
  { template }: { template?: Blob } = {},
): Promise<{ db: Database; dump: () => Promise<Blob> }> {
  // Same number handling as the node-postgres adapter: BIGINT counts and NUMERIC prices as JS numbers.
  const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };
  const options = { parsers, extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) };
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pg.waitReady;
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows };
    },
  });
  // PGlite runs one statement at a time; serialise transactions so two requests can't interleave inside one.
  let queue: Promise<unknown> = Promise.resolve();
  const db: Database = {
    kind: 'pglite',
    ...asQueryable(pg),
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const run = queue.then(() => pg.transaction((tx) => work(asQueryable(tx))));
      queue = run.catch(() => undefined);
      return run;
    },
    async runScript<Row>(sql: string) {
      const results = await pg.exec(sql);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await pg.listen(channel, onNotify);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    close: () => pg.close(),
  };
  return { db, dump: () => pg.dumpDataDir('none') };
}
