import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { Conditions, listPage, pageOf, toId } from '../domains/listQuery';
import type { QueryFindJobsArgs } from '../graphql/resolvers.generated';

/** What staff set on a job (and the scheduler's next slot). */
export interface JobFields {
  name: string;
  description: string;
  kind: string;
  schedule: string;
  status: 'ACTIVE' | 'PAUSED';
  nextRunAt: Date | null;
}

export interface JobRow extends JobFields {
  id: string;
  createdAt: Date;
}

const jobColumns = `id::text AS id, name, description, kind, schedule, status, next_run_at AS "nextRunAt",
  created_at AS "createdAt"`;

/** The jobs themselves: what runs, on which schedule, and when next. Their runs live in `runRepository`. */
export const jobRepository = {
  async list(db: Queryable, args: QueryFindJobsArgs) {
    const page = pageOf(args.skip, args.limit);
    const where = new Conditions().equals('status', args.filter?.status).search(['name', 'kind'], args.search);
    return listPage<JobRow>(db, {
      select: jobColumns,
      from: 'jobs',
      where,
      order: 'ORDER BY lower(name), jobs.id',
      page,
    });
  },

  async byId(db: Queryable, id: string): Promise<JobRow> {
    const { rows } = await db.query<JobRow>(`SELECT ${jobColumns} FROM jobs WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Job', id);
    return rows[0];
  },

  async create(db: Queryable, fields: JobFields): Promise<JobRow> {
    const { rows } = await db.query<JobRow>(
      `INSERT INTO jobs (name, description, kind, schedule, status, next_run_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${jobColumns}`,
      [fields.name, fields.description, fields.kind, fields.schedule, fields.status, fields.nextRunAt],
    );
    return rows[0]!;
  },

  async update(db: Queryable, id: string, fields: JobFields): Promise<JobRow> {
    const { rows } = await db.query<JobRow>(
      `UPDATE jobs SET name = $2, description = $3, kind = $4, schedule = $5, status = $6, next_run_at = $7
       WHERE id = $1 RETURNING ${jobColumns}`,
      [toId(id), fields.name, fields.description, fields.kind, fields.schedule, fields.status, fields.nextRunAt],
    );
    if (!rows[0]) throw notFound('Job', id);
    return rows[0];
  },

  /** Deletes the job and, by cascade, its run history. */
  async remove(db: Queryable, id: string): Promise<boolean> {
    const { rows } = await db.query(`DELETE FROM jobs WHERE id = $1 RETURNING id`, [toId(id)]);
    return rows.length > 0;
  },

  async due(db: Queryable, now: Date): Promise<JobRow[]> {
    return (
      await db.query<JobRow>(
        `SELECT ${jobColumns} FROM jobs WHERE status = 'ACTIVE' AND next_run_at <= $1 ORDER BY next_run_at`,
        [now],
      )
    ).rows;
  },

  /**
   * Moves a due job to its following slot; false when another replica claimed this slot first (the row lock makes
   * the second claimer re-read `next_run_at`, which by then is in the future).
   */
  async claimDue(db: Queryable, jobId: string, now: Date, nextRunAt: Date): Promise<boolean> {
    const { rows } = await db.query(
      `UPDATE jobs SET next_run_at = $3 WHERE id = $1 AND status = 'ACTIVE' AND next_run_at <= $2 RETURNING id`,
      [toId(jobId), now, nextRunAt],
    );
    return rows.length > 0;
  },

  async setStatus(db: Queryable, id: string, status: 'ACTIVE' | 'PAUSED', nextRunAt: Date | null) {
    await db.query(`UPDATE jobs SET status = $2, next_run_at = $3 WHERE id = $1`, [toId(id), status, nextRunAt]);
  },
};

// The run history's row type and columns: the codegen mappers and the dashboard import them from here.
export { runColumns, type JobRunRow } from './runRepository';
