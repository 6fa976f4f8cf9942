import type { Queryable } from './database';

/**
 * rate-limiter-flexible's Postgres store speaks node-postgres (`query({ text, values })` answering `rows` and
 * `rowCount`); this gives it our `Database`, so PGlite and PostgreSQL keep its counters alike, in tables every API
 * replica shares.
 */
export function asRateLimiterStore(db: Queryable) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const { rows } = await db.query(query.text, query.values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}
