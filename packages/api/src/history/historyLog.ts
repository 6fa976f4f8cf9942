import type { Queryable } from '../db/database';
import { diffStates, labelOf, type RecordState } from './recordState';
import type { RecordType } from './recordTypes';

export const HISTORY_ACTIONS = [
  // Only a live event's kind: a batch of an import (or its undo) changed records of one kind.
  'IMPORT',
  'CREATE',
  'UPDATE',
  'DELETE',
  'MOVE',
  'BULK_UPDATE',
  'BULK_DELETE',
  'PUBLISH',
  'MAKE_LIVE',
  'RUN_NOW',
  'RESTORE',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistoryAuthor {
  id: string;
  name: string;
}

/**
 * Appends one entry. Call it with the transaction of the change itself: if the change rolls back, so does its entry.
 * The full states are kept beside the difference so a version can be restored later.
 */
export async function appendHistory(
  tx: Queryable,
  entry: {
    author: HistoryAuthor;
    type: RecordType;
    id: number | string;
    action: HistoryAction;
    before: RecordState | null;
    after: RecordState | null;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO history_entries (user_id, user_name, record_type, record_id, record_label, action, changes,
       before_state, after_state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [
      Number(entry.author.id),
      entry.author.name,
      entry.type,
      Number(entry.id),
      labelOf(entry.type, entry.after ?? entry.before),
      entry.action,
      JSON.stringify(diffStates(entry.before, entry.after)),
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
  return rows[0]!.id;
}
