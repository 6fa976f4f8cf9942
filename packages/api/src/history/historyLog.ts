import type { Queryable } from '../db/database';
import type { HistoryAction, HistoryCause as SchemaHistoryCause } from '../graphql/resolvers.generated';
import { diffStates, labelOf, type RecordState } from './recordState';
import { namesFor, namesOf, referencesOf } from './referenceNames';
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
] as const satisfies readonly HistoryAction[];
export type { HistoryAction };
/** Every action of the schema is listed above (the list is what the history's writes accept). */
export const EVERY_ACTION_LISTED: Exclude<HistoryAction, (typeof HISTORY_ACTIONS)[number]> extends never
  ? true
  : never = true;

export interface HistoryAuthor {
  id: string;
  name: string;
}

/** The change of another record that changed this one: the category whose delete emptied a product's category. */
export type HistoryCause = Omit<SchemaHistoryCause, '__typename'>;

export interface HistoryWrite {
  author: HistoryAuthor;
  type: RecordType;
  id: number | string;
  action: HistoryAction;
  before: RecordState | null;
  after: RecordState | null;
  cause?: HistoryCause;
}

/**
 * Appends one entry. Call it with the transaction of the change itself: if the change rolls back, so does its entry.
 * The full states are kept beside the difference so a version can be restored later, and the names of the records
 * they refer to as they are at this moment, so a later rename or delete does not rewrite the past.
 */
export async function appendHistory(tx: Queryable, entry: HistoryWrite): Promise<string> {
  return (await appendHistories(tx, [entry]))[0]!;
}

/** Several entries of one change (a bulk action, a delete's cascade), their names looked up together. */
export async function appendHistories(tx: Queryable, entries: readonly HistoryWrite[]): Promise<string[]> {
  const wanted = new Map();
  for (const entry of entries) referencesOf(entry.type, [entry.before, entry.after], wanted);
  const names = await namesOf(tx, wanted);
  const ids: string[] = [];
  for (const entry of entries) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO history_entries (user_id, user_name, record_type, record_id, record_label, action, changes,
         before_state, after_state, cause, names) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING id::text AS id`,
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
        entry.cause ? JSON.stringify(entry.cause) : null,
        JSON.stringify(namesFor(entry.type, [entry.before, entry.after], names)),
      ],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}
