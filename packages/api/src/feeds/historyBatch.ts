import type { Queryable } from '../db/database';
import type { HistoryAction, HistoryAuthor } from '../history/historyLog';
import { diffStates, labelOf, type RecordState } from '../history/recordState';
import { namesFor, namesOf, referencesOf } from '../history/referenceNames';
import type { RecordType } from '../history/recordTypes';
import { FEED_IMPORT_CHANNEL, RECORD_CHANGED_CHANNEL } from '../live/changeFeed';
import type { FeedEntityName } from './feedEntities';

export interface BatchEntry {
  type: RecordType;
  id: string;
  action: HistoryAction;
  before: RecordState | null;
  after: RecordState | null;
}

/** Opens the history batch an import (or its undo) writes its entries into; the activity shows it as one entry. */
export async function openHistoryBatch(
  tx: Queryable,
  kind: 'IMPORT' | 'UNDO_IMPORT',
  importId: string,
  label: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO history_batches (kind, import_id, label) VALUES ($1, $2, $3) RETURNING id::text AS id`,
    [kind, Number(importId), label],
  );
  return rows[0]!.id;
}

/**
 * Writes the entries of one batch of rows in one statement, in the batch's transaction (so they commit or vanish with
 * the rows), and makes the first entry ever written the batch's lead. The per-entry notification of migration 050
 * skips batched entries: `announceBatch` tells open screens once. Like every entry, each keeps the names of the
 * records it refers to as they are now (its brand, its store), looked up once for the batch.
 */
export async function appendBatchEntries(
  tx: Queryable,
  batchId: string,
  author: HistoryAuthor,
  entries: readonly BatchEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const wanted = new Map();
  for (const entry of entries) referencesOf(entry.type, [entry.before, entry.after], wanted);
  const names = await namesOf(tx, wanted);
  const rows = entries.map((entry, ord) => ({
    ord,
    record_type: entry.type,
    record_id: Number(entry.id),
    record_label: labelOf(entry.type, entry.after ?? entry.before),
    action: entry.action,
    changes: diffStates(entry.before, entry.after),
    before_state: entry.before,
    after_state: entry.after,
    names: namesFor(entry.type, [entry.before, entry.after], names),
  }));
  await tx.query(
    `INSERT INTO history_entries (user_id, user_name, record_type, record_id, record_label, action, changes,
       before_state, after_state, names, batch_id)
     SELECT $1, $2, x.record_type, x.record_id, x.record_label, x.action, x.changes, x.before_state, x.after_state,
            x.names, $3
       FROM jsonb_to_recordset($4::jsonb) AS x(ord int, record_type text, record_id bigint, record_label text,
            action text, changes jsonb, before_state jsonb, after_state jsonb, names jsonb)
      ORDER BY x.ord`,
    [Number(author.id), author.name, Number(batchId), JSON.stringify(rows)],
  );
  await tx.query(
    `UPDATE history_batches SET lead_entry_id = (SELECT min(id) FROM history_entries WHERE batch_id = $1)
      WHERE id = $1 AND lead_entry_id IS NULL`,
    [Number(batchId)],
  );
}

/**
 * One live event per batch of rows and kind of record (`kind: IMPORT`, `id`: the import), instead of one per entry,
 * plus the import's own progress event; both are delivered when the batch commits.
 */
export async function announceBatch(
  tx: Queryable,
  importId: string,
  author: HistoryAuthor,
  types: Iterable<RecordType>,
): Promise<void> {
  for (const type of new Set(types)) {
    await tx.query(
      `SELECT pg_notify($1, json_build_object('schema', current_schema(), 'recordType', $2::text, 'id', $3::text,
         'version', NULL, 'kind', 'IMPORT', 'byId', $4::text, 'byName', $5::text, 'at', clock_timestamp())::text)`,
      [RECORD_CHANGED_CHANNEL, type, importId, author.id, author.name],
    );
  }
  await announceImport(tx, importId);
}

/** Tells every replica's `feedImportChanged` subscribers that this import moved on. */
export async function announceImport(db: Queryable, importId: string): Promise<void> {
  await db.query(`SELECT pg_notify($1, json_build_object('schema', current_schema(), 'id', $2::text)::text)`, [
    FEED_IMPORT_CHANNEL,
    importId,
  ]);
}

/** A history batch as the `HistoryBatch` type reads it. */
export interface HistoryBatchRow {
  id: string;
  kind: 'IMPORT' | 'UNDO_IMPORT';
  importId: string | null;
  /** The import's entity (`product`…), null once the import is gone. */
  entity: FeedEntityName | null;
  label: string;
  entryCount: number;
}

export async function historyBatchById(db: Queryable, id: string): Promise<HistoryBatchRow | null> {
  const { rows } = await db.query<HistoryBatchRow>(
    `SELECT b.id::text AS id, b.kind, b.import_id::text AS "importId", b.label,
            (SELECT i.entity FROM feed_imports i WHERE i.id = b.import_id) AS entity,
            (SELECT count(*) FROM history_entries e WHERE e.batch_id = b.id)::int AS "entryCount"
       FROM history_batches b WHERE b.id = $1`,
    [Number(id)],
  );
  return rows[0] ?? null;
}
