import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { Conditions, listPage, pageOf, toId } from '../domains/listQuery';

export interface JobRow {
  id: string;
  name: string;
  description: string;
  kind: string;
  schedule: string;
  status: 'ACTIVE' | 'PAUSED';
  nextRunAt: Date | null;
  createdAt: Date;
}

export interface JobRunRow {
  id: string;
  jobId: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  trigger: 'SCHEDULE' | 'MANUAL';
  log: string;
}

const jobColumns = `id::text AS id, name, description, kind, schedule, status, next_run_at AS "nextRunAt",
  created_at AS "createdAt"`;
export const runColumns = `id::text AS id, job_id::text AS "jobId", started_at AS "startedAt",
  finished_at AS "finishedAt", status, trigger, log`;

export const jobRepository = {
  async list(
    db: Queryable,
    args: {
      filter?: { status?: string | null } | null;
      search?: string | null;
      skip?: number | null;
      limit?: number | null;
    },
  ) {
    const page = pageOf(args.skip, args.limit);
    const where = new Conditions().equals('status', args.filter?.status).search(['name', 'kind'], args.search);
    return listPage<JobRow>(db, { select: jobColumns, from: 'jobs', where, order: 'ORDER BY lower(name), id', page });
  },

  async byId(db: Queryable, id: string): Promise<JobRow> {
    const { rows } = await db.query<JobRow>(`SELECT ${jobColumns} FROM jobs WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Job', id);
    return rows[0];
  },

  async due(db: Queryable, now: Date): Promise<JobRow[]> {
    return (
      await db.query<JobRow>(
        `SELECT ${jobColumns} FROM jobs WHERE status = 'ACTIVE' AND next_run_at <= $1 ORDER BY next_run_at`,
        [now],
      )
    ).rows;
  },

  async setStatus(db: Queryable, id: string, status: 'ACTIVE' | 'PAUSED', nextRunAt: Date | null) {
    await db.query(`UPDATE jobs SET status = $2, next_run_at = $3 WHERE id = $1`, [toId(id), status, nextRunAt]);
  },

  async setNextRun(db: Queryable, id: string, nextRunAt: Date) {
    await db.query(`UPDATE jobs SET next_run_at = $2 WHERE id = $1`, [toId(id), nextRunAt]);
  },

  async lastRun(db: Queryable, jobId: string): Promise<JobRunRow | null> {
    const { rows } = await db.query<JobRunRow>(
      `SELECT ${runColumns} FROM job_runs WHERE job_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1`,
      [toId(jobId)],
    );
    return rows[0] ?? null;
  },

  async runs(db: Queryable, jobId: string, skip?: number | null, limit?: number | null) {
    const page = pageOf(skip, limit);
    const [items, total] = await Promise.all([
      db.query<JobRunRow>(
        `SELECT ${runColumns} FROM job_runs WHERE job_id = $1 ORDER BY started_at DESC, id DESC
         LIMIT ${page.limit} OFFSET ${page.skip}`,
        [toId(jobId)],
      ),
      db.query<{ count: number }>(`SELECT count(*)::int AS count FROM job_runs WHERE job_id = $1`, [toId(jobId)]),
    ]);
    return { items: items.rows, count: total.rows[0]?.count ?? 0 };
  },

  async startRun(db: Queryable, jobId: string, trigger: 'SCHEDULE' | 'MANUAL'): Promise<JobRunRow> {
    const { rows } = await db.query<JobRunRow>(
      `INSERT INTO job_runs (job_id, status, trigger) VALUES ($1, 'RUNNING', $2) RETURNING ${runColumns}`,
      [toId(jobId), trigger],
    );
    return rows[0]!;
  },

  async finishRun(db: Queryable, runId: string, status: 'SUCCEEDED' | 'FAILED', log: string) {
    await db.query(`UPDATE job_runs SET status = $2, log = $3, finished_at = clock_timestamp() WHERE id = $1`, [
      toId(runId),
      status,
      log,
    ]);
  },

  async isRunning(db: Queryable, jobId: string): Promise<boolean> {
    const { rows } = await db.query(`SELECT 1 FROM job_runs WHERE job_id = $1 AND status = 'RUNNING' LIMIT 1`, [
      toId(jobId),
    ]);
    return rows.length > 0;
  },
};
