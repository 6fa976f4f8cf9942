import type { Queryable } from '../db/database';
import { pageOf, toId } from '../domains/listQuery';

export interface JobRunRow {
  id: string;
  jobId: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  trigger: 'SCHEDULE' | 'MANUAL';
  log: string;
}

export const runColumns = `job_runs.id::text AS id, job_runs.job_id::text AS "jobId", job_runs.started_at AS "startedAt",
  job_runs.finished_at AS "finishedAt", job_runs.status, job_runs.trigger, job_runs.log`;

/** The run history staff read, and the lease each RUNNING run holds while a replica works on it. */
export const runRepository = {
  async lastRun(db: Queryable, jobId: string): Promise<JobRunRow | null> {
    const { rows } = await db.query<JobRunRow>(
      `SELECT ${runColumns} FROM job_runs WHERE job_id = $1 ORDER BY started_at DESC, job_runs.id DESC LIMIT 1`,
      [toId(jobId)],
    );
    return rows[0] ?? null;
  },

  async runs(db: Queryable, jobId: string, skip?: number | null, limit?: number | null) {
    const page = pageOf(skip, limit);
    const [items, total] = await Promise.all([
      db.query<JobRunRow>(
        `SELECT ${runColumns} FROM job_runs WHERE job_id = $1 ORDER BY started_at DESC, job_runs.id DESC
         LIMIT ${page.limit} OFFSET ${page.skip}`,
        [toId(jobId)],
      ),
      db.query<{ count: number }>(`SELECT count(*)::int AS count FROM job_runs WHERE job_id = $1`, [toId(jobId)]),
    ]);
    return { items: items.rows, count: total.rows[0]?.count ?? 0 };
  },

  /**
   * Records a RUNNING run unless the job already has one: the partial unique index makes this one decision across
   * every replica, so two "Run now" presses (or a press and the schedule) start one run. Null when one is running.
   */
  async start(db: Queryable, jobId: string, trigger: 'SCHEDULE' | 'MANUAL'): Promise<JobRunRow | null> {
    const { rows } = await db.query<JobRunRow>(
      `INSERT INTO job_runs (job_id, status, trigger) VALUES ($1, 'RUNNING', $2)
       ON CONFLICT (job_id) WHERE status = 'RUNNING' DO NOTHING RETURNING ${runColumns}`,
      [toId(jobId), trigger],
    );
    return rows[0] ?? null;
  },

  /** A RUNNING run with its job's kind, for the replica that picked its message; null once it is over. */
  async runningWithKind(db: Queryable, runId: string): Promise<(JobRunRow & { kind: string }) | null> {
    const { rows } = await db.query<JobRunRow & { kind: string }>(
      `SELECT ${runColumns}, jobs.kind FROM job_runs JOIN jobs ON jobs.id = job_runs.job_id
       WHERE job_runs.id = $1 AND job_runs.status = 'RUNNING'`,
      [toId(runId)],
    );
    return rows[0] ?? null;
  },

  /** Renews a run's lease; false when the run is no longer RUNNING (its lease ran out and it was marked failed). */
  async heartbeat(db: Queryable, runId: string): Promise<boolean> {
    const { rows } = await db.query(
      `UPDATE job_runs SET heartbeat_at = now() WHERE id = $1 AND status = 'RUNNING' RETURNING id`,
      [toId(runId)],
    );
    return rows.length > 0;
  },

  /** Only a RUNNING run is finished: a run already marked failed by the lease check keeps that verdict. */
  async finish(db: Queryable, runId: string, status: 'SUCCEEDED' | 'FAILED', log: string) {
    await db.query(
      `UPDATE job_runs SET status = $2, log = $3, finished_at = clock_timestamp() WHERE id = $1 AND status = 'RUNNING'`,
      [toId(runId), status, log],
    );
  },

  /** Marks failed every run whose lease ran out: its replica died or hung. Safe on every replica at once. */
  async failExpired(db: Queryable, leaseSeconds: number): Promise<JobRunRow[]> {
    const { rows } = await db.query<JobRunRow>(
      `UPDATE job_runs SET status = 'FAILED', finished_at = clock_timestamp(),
         log = log || CASE WHEN log = '' THEN '' ELSE E'\\n' END
           || 'Failed: the replica running it stopped (no heartbeat for ' || $1::int || ' s).'
       WHERE status = 'RUNNING' AND heartbeat_at < now() - make_interval(secs => $1::int)
       RETURNING ${runColumns}`,
      [leaseSeconds],
    );
    return rows;
  },

  async countRunning(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM job_runs WHERE status = 'RUNNING'`,
    );
    return rows[0]?.count ?? 0;
  },
};
