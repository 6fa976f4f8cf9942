import type { Queryable } from '../db/database';
import { badInput, notFound } from '../graphql/errors';
import { Conditions, toId } from '../domains/listQuery';
import type { HistoryAction } from './historyLog';
import type { FieldChanges, RecordState } from './recordState';
import type { RecordType } from './recordTypes';

export interface HistoryEntryRow {
  id: string;
  occurredAt: Date;
  userId: string | null;
  userName: string;
  recordType: RecordType;
  recordId: string;
  recordLabel: string;
  action: HistoryAction;
  changes: FieldChanges;
  before: RecordState | null;
  after: RecordState | null;
  /** The import (or undo) batch the entry belongs to. */
  batchId: string | null;
}

const columns = `id::text AS id, occurred_at AS "occurredAt", user_id::text AS "userId", user_name AS "userName",
  record_type AS "recordType", record_id::text AS "recordId", record_label AS "recordLabel", action, changes,
  before_state AS before, after_state AS after, batch_id::text AS "batchId"`;

export const DEFAULT_HISTORY_PAGE_SIZE = 20;
const MAX_HISTORY_PAGE_SIZE = 100;

/** History pages count from 1, as the panels show them. */
function historyPage(page: number | null | undefined, perPage: number | null | undefined) {
  const number = page ?? 1;
  const size = perPage ?? DEFAULT_HISTORY_PAGE_SIZE;
  if (!Number.isInteger(number) || number < 1) throw badInput('page must be 1 or more.', 'page');
  if (!Number.isInteger(size) || size < 1 || size > MAX_HISTORY_PAGE_SIZE) {
    throw badInput(`perPage must be between 1 and ${MAX_HISTORY_PAGE_SIZE}.`, 'perPage');
  }
  return { page: number, perPage: size };
}

/**
 * Newest first: by when the change was written, then by entry id (the entries of one bulk action share a time). Both
 * qualified: `id` alone would be the text the columns select, which reads "9, 8, … 2, 12, 11, 10, 1".
 */
const NEWEST_FIRST = 'ORDER BY history_entries.occurred_at DESC, history_entries.id DESC';

async function pageOfEntries(
  db: Queryable,
  where: Conditions,
  paging: { page?: number | null; perPage?: number | null },
) {
  const { page, perPage } = historyPage(paging.page, paging.perPage);
  const [items, total] = await Promise.all([
    db.query<HistoryEntryRow>(
      `SELECT ${columns} FROM history_entries ${where.where} ${NEWEST_FIRST}
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      where.params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM history_entries ${where.where}`, where.params),
  ]);
  return { items: items.rows, count: total.rows[0]?.count ?? 0, page, perPage };
}

export const historyRepository = {
  forRecord(
    db: Queryable,
    type: RecordType,
    recordId: string,
    paging: { page?: number | null; perPage?: number | null },
  ) {
    const where = new Conditions().equals('record_type', type).equals('record_id', toId(recordId, 'recordId'));
    return pageOfEntries(db, where, paging);
  },

  activity(
    db: Queryable,
    filter: { userId?: string | null; recordType?: RecordType | null; from?: string | null; to?: string | null },
    paging: { page?: number | null; perPage?: number | null },
  ) {
    const where = new Conditions()
      .equals('user_id', filter.userId ? toId(filter.userId, 'userId') : null)
      .equals('record_type', filter.recordType);
    if (filter.from) where.add(`occurred_at >= ${where.param(filter.from)}`);
    if (filter.to) where.add(`occurred_at < ${where.param(filter.to)}`);
    // An import is one entry here, its batch's lead, which opens to the rest (`forBatch`).
    where.add(
      `(batch_id IS NULL OR id IN (SELECT lead_entry_id FROM history_batches WHERE lead_entry_id IS NOT NULL))`,
    );
    return pageOfEntries(db, where, paging);
  },

  /** The entries of one import or undo, newest first. */
  forBatch(db: Queryable, batchId: string, paging: { page?: number | null; perPage?: number | null }) {
    return pageOfEntries(db, new Conditions().equals('batch_id', toId(batchId, 'batchId')), paging);
  },

  async byId(db: Queryable, id: string): Promise<HistoryEntryRow> {
    const { rows } = await db.query<HistoryEntryRow>(`SELECT ${columns} FROM history_entries WHERE id = $1`, [
      toId(id, 'historyEntryId'),
    ]);
    if (!rows[0]) throw notFound('History entry', id);
    return rows[0];
  },
};
