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
    listen: (channel: string, onNotify: (payload: string) => void) => listenOn(connectionString, channel, onNotify),
    async close() {
      if (schema) {
        // The job queue keeps its tables in a schema of its own beside ours (see jobs/queue.ts).
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_pgboss" CASCADE`).catch(() => undefined);
      }
      await pool.end();
    },
  };
}

/** How long to wait before connecting again after the listening connection failed (doubling up to the cap). */
const RECONNECT_MS = { first: 500, max: 15_000 };

/**
 * LISTEN needs a connection of its own (a pooled one is handed to other queries between notifications): one client
 * per process, connected again with a growing delay whenever it errors or the server drops it.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}".`);
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MS.first;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const reconnectLater = (error: unknown) => {
    if (stopped || retry) return;
    console.error(`LISTEN ${channel}: connection lost, reconnecting in ${delay} ms`, error);
    const broken = client;
    client = null;
    broken?.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(reconnectLater);
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  async function connect() {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', reconnectLater);
    next.on('end', () => {
      if (client === next) reconnectLater(new Error('connection ended'));
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    delay = RECONNECT_MS.first;
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
