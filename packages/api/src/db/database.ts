/** The one interface every repository uses; PGlite (embedded) and node-postgres (a real server) both implement it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (simple query protocol), e.g. pg-boss's schema. */
  runScript<Row = Record<string, unknown>>(sql: string): Promise<{ rows: Row[] }>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (delivered once its transaction commits) until
   * the returned stop function is called. Postgres holds one dedicated connection for it, reconnecting after errors.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The schema isolating this database inside a shared server (parallel test runs); undefined in production. */
  readonly isolationSchema?: string;
}
