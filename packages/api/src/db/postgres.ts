import pg from 'pg';
import type { Database, Queryable } from './database';

// Keep BIGINT counts and NUMERIC prices as JS numbers: counts stay far below 2^53 and prices have two decimals.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** A real PostgreSQL server through node-postgres; `schema` isolates parallel test runs. */
export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const asQueryable = (client: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[] };
    },
  });
  return {
    kind: 'postgres',
    isolationSchema: schema,
    ...asQueryable(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async runScript<Row>(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Row[] };
    },
    async close() {
      if (schema) {
        // The job queue keeps its tables in a schema of its own beside ours (see jobs/queue.ts).
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_pgboss" CASCADE`).catch(() => undefined);
      }
      await pool.end();
    },
  };
}
