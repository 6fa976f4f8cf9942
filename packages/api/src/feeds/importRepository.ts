import type { Queryable } from '../db/database';
import type { FeedCounts as SchemaFeedCounts, FeedRowOutcome } from '../graphql/resolvers.generated';
import { notFound } from '../graphql/errors';
import { Conditions, listPage, pageOf, toId } from '../domains/listQuery';
import type { FeedEntityName } from './feedEntities';

export const FEED_STATUSES = [
  'UPLOADING',
  'UPLOADED',
  'CHECKING',
  'CHECKED',
  'APPLYING',
  'APPLIED',
  'CANCELLED',
  'FAILED',
  'UNDOING',
  'UNDONE',
] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** The phases a job works, each from its own status. */
export type FeedPhase = 'CHECKING' | 'APPLYING' | 'UNDOING';
export const PHASES: readonly FeedPhase[] = ['CHECKING', 'APPLYING', 'UNDOING'];

/** How a person set the import up: which field each column fills (by column), and how rows find records. */
export interface FeedSettings {
  mapping: (string | null)[];
  matchBy: string[];
  onMatch: 'UPDATE' | 'SKIP';
  missingReferences: 'CREATE' | 'REJECT';
}

export type RowOutcome = FeedRowOutcome;

/** Rows per outcome, as the schema's `FeedCounts` carries them. */
export type FeedCounts = Omit<SchemaFeedCounts, '__typename'>;

/** Records a dry run would create for names no record has: per reference field, how many and the first names. */
export interface NewReferences {
  field: string;
  names: string[];
  count: number;
}

/** The dry run's findings as the import stores them: field keys, which the schema's `FeedPlan` answers as fields. */
export interface StoredFeedPlan {
  counts: FeedCounts;
  unmappedRequired: string[];
  newReferences: NewReferences[];
  checkedAt: string;
}

export interface FeedImportRecord {
  id: string;
  entity: FeedEntityName;
  feedName: string;
  fileName: string;
  status: FeedStatus;
  createdById: string | null;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
  encoding: string;
  delimiter: string;
  headers: string[];
  rowCount: number;
  byteCount: number;
  settings: FeedSettings | null;
  plan: StoredFeedPlan | null;
  phaseTotal: number;
  phaseDone: number;
  phaseCursor: number;
  phaseStartedAt: Date | null;
  stintStartedAt: Date | null;
  stintDone: number;
  counts: Partial<FeedCounts> & { referencesCreated?: number };
  undoCounts: { reverted: number; kept: number } | null;
  cancelRequested: boolean;
  workerToken: string | null;
  heartbeatAt: Date | null;
  attempts: number;
  error: string | null;
  appliedById: string | null;
  appliedByName: string | null;
  appliedAt: Date | null;
  finishedAt: Date | null;
  undoneById: string | null;
  undoneByName: string | null;
  undoneAt: Date | null;
  historyBatchId: string | null;
  undoBatchId: string | null;
}

export const importColumns = `id::text AS id, entity, feed_name AS "feedName", file_name AS "fileName", status,
  created_by::text AS "createdById", created_by_name AS "createdByName", created_at AS "createdAt",
  updated_at AS "updatedAt", encoding, delimiter, headers, row_count AS "rowCount", byte_count AS "byteCount",
  settings, plan, phase_total AS "phaseTotal", phase_done AS "phaseDone", phase_cursor AS "phaseCursor", phase_started_at AS "phaseStartedAt",
  stint_started_at AS "stintStartedAt", stint_done AS "stintDone", counts, undo_counts AS "undoCounts",
  cancel_requested AS "cancelRequested", worker_token::text AS "workerToken", heartbeat_at AS "heartbeatAt",
  attempts, error, applied_by::text AS "appliedById", applied_by_name AS "appliedByName",
  applied_at AS "appliedAt", finished_at AS "finishedAt",
  undone_by::text AS "undoneById", undone_by_name AS "undoneByName", undone_at AS "undoneAt",
  history_batch_id::text AS "historyBatchId", undo_batch_id::text AS "undoBatchId"`;

export interface ImportListFilter {
  entity?: FeedEntityName | null;
  statuses?: readonly FeedStatus[] | null;
  feedName?: string | null;
  createdBy?: string | null;
}

export const importRepository = {
  async create(
    db: Queryable,
    input: { entity: FeedEntityName; feedName: string; fileName: string; user: { id: string; name: string } },
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO feed_imports (entity, feed_name, file_name, status, created_by, created_by_name, encoding,
         delimiter, headers) VALUES ($1, $2, $3, 'UPLOADING', $4, $5, '', '', '[]') RETURNING id::text AS id`,
      [input.entity, input.feedName, input.fileName, Number(input.user.id), input.user.name],
    );
    return rows[0]!.id;
  },

  async finishUpload(
    db: Queryable,
    id: string,
    read: { headers: string[]; rowCount: number; bytes: number; encoding: string; delimiter: string },
  ) {
    await db.query(
      `UPDATE feed_imports SET status = 'UPLOADED', headers = $2, row_count = $3, byte_count = $4, encoding = $5,
         delimiter = $6, updated_at = now() WHERE id = $1`,
      [Number(id), JSON.stringify(read.headers), read.rowCount, read.bytes, read.encoding, read.delimiter],
    );
  },

  async remove(db: Queryable, id: string) {
    await db.query(`DELETE FROM feed_imports WHERE id = $1`, [Number(id)]);
  },

  async byId(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<FeedImportRecord> {
    const { rows } = await db.query<FeedImportRecord>(
      `SELECT ${importColumns} FROM feed_imports WHERE id = $1 AND status <> 'UPLOADING'
       ${options.lock ? 'FOR UPDATE' : ''}`,
      [toId(id)],
    );
    if (!rows[0]) throw notFound('Import', id);
    return rows[0];
  },

  async list(db: Queryable, filter: ImportListFilter, paging: { skip?: number | null; limit?: number | null }) {
    const page = pageOf(paging.skip, paging.limit);
    const where = new Conditions().add(`status <> 'UPLOADING'`).equals('entity', filter.entity);
    if (filter.statuses?.length) where.add(`status = ANY(${where.param(filter.statuses)}::text[])`);
    if (filter.feedName?.trim()) where.add(`lower(feed_name) = ${where.param(filter.feedName.trim().toLowerCase())}`);
    if (filter.createdBy) where.equals('created_by', toId(filter.createdBy, 'filter.createdBy'));
    return listPage<FeedImportRecord>(db, {
      select: importColumns,
      from: 'feed_imports',
      where,
      order: 'ORDER BY feed_imports.created_at DESC, feed_imports.id DESC',
      page,
    });
  },

  /** The import of this feed that is writing now (APPLYING or UNDOING), if any. */
  async writingOfFeed(db: Queryable, entity: FeedEntityName, feedName: string) {
    const { rows } = await db.query<FeedImportRecord>(
      `SELECT ${importColumns} FROM feed_imports WHERE entity = $1 AND lower(feed_name) = lower($2)
         AND status IN ('APPLYING', 'UNDOING')`,
      [entity, feedName],
    );
    return rows[0] ?? null;
  },

  /** Sets columns of one import (snake_case names) and stamps `updated_at`. */
  async set(db: Queryable, id: string, values: Record<string, unknown>) {
    const entries = Object.entries(values);
    await db.query(
      `UPDATE feed_imports SET ${entries.map(([column], index) => `${column} = $${index + 2}`).join(', ')},
         updated_at = now() WHERE id = $1`,
      [
        Number(id),
        ...entries.map(([, value]) =>
          value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
        ),
      ],
    );
  },
};
