import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';

/** pg-boss queues: one run of a job per message, and the cluster-wide minute tick that starts due jobs. */
export const RUN_QUEUE = 'deals-job-run';
export const DUE_QUEUE = 'deals-jobs-due';
/** Feed imports: one message per phase to work (a dry run, an apply, an undo), or to resume after a dead worker. */
export const FEED_QUEUE = 'deals-feed-work';

export interface RunMessage {
  runId: string;
}

/**
 * pg-boss speaks to our own connection (PGlite or the node-postgres pool) through its `db` option, so the embedded
 * database and PostgreSQL take the same code path. Its schema scripts hold several statements and no parameters:
 * those go through the simple protocol.
 */
export function bossDb(target: Queryable, database: Database): PgBoss.Db {
  return {
    executeSql(text, values) {
      if (!values || values.length === 0) return database.runScript(text);
      return target.query(text, values);
    },
  };
}

export interface QueueOptions {
  /** Runs pg-boss's maintenance and cron monitor here (replicas that run jobs). */
  supervise: boolean;
  /** How long a run of ours may take before pg-boss gives up on its message; our own lease is much shorter. */
  expireInSeconds: number;
}

/** Any constant shared by every replica, beside the migrations' lock (db/migrate.ts). */
const QUEUE_SETUP_LOCK = 7_160_002;

/**
 * Runs `work` while no other replica sets up the queue. pg-boss asks whether its schema is installed before it takes
 * its own lock, and a replica that waited on that lock may still try to create the schema the other one just made:
 * two replicas starting together on an empty database answered a duplicate `pg_namespace` key, and one did not
 * start. The embedded database serves one process (and its one connection would be held by the lock).
 */
async function oneReplicaAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK]);
    return work();
  });
}

/** Creates pg-boss's schema (one replica at a time, so replicas starting together do it once) and our queues. */
export async function openQueue(database: Database, options: QueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(database, database),
    // Parallel test runs share one server, each in its own schema: each gets its own queue too.
    schema: database.isolationSchema ? `${database.isolationSchema}_pgboss` : 'pgboss',
    supervise: options.supervise,
    schedule: options.supervise,
    // The cron monitor only decides whether a minute's tick was sent; the tick itself is deduplicated by pg-boss.
    cronMonitorIntervalSeconds: 10,
    expireInSeconds: options.expireInSeconds,
    // A run is never retried by the queue: a run whose replica died is marked failed and the job waits for its
    // next slot, which is what staff see in the run history.
    retryLimit: 0,
  });
  boss.on('error', (error: Error) => console.error('Job queue error', error));
  await oneReplicaAtATime(database, async () => {
    await boss.start();
    for (const name of [RUN_QUEUE, DUE_QUEUE, FEED_QUEUE]) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'standard' });
    }
  });
  return boss;
}
