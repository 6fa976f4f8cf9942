import { columnOf, entityByRecordType, type EntityDefinition } from '@deals/domain/entities';
import type { Queryable } from '../db/database';
import { categoryRepository, type CategoryWrite } from '../domains/categories/repository';
import { lockDependents, recordDependents } from '../history/deleteCascade';
import type { HistoryAuthor } from '../history/historyLog';
import { readStates, type RecordState } from '../history/recordState';
import type { RecordType } from '../history/recordTypes';
import { announceBatch, announceImport, appendBatchEntries, openHistoryBatch, type BatchEntry } from './historyBatch';
import { importRepository } from './importRepository';
import { checkpoint, lockClaim, type PhaseRun } from './phaseRun';
import { deleteRecords, updateRecords } from './writeRecords';

const UNDO_BATCH = 500;

interface ImportEntry {
  id: string;
  recordType: RecordType;
  recordId: string;
  action: 'CREATE' | 'UPDATE';
  changes: Record<string, unknown>;
  before: RecordState | null;
  after: RecordState | null;
}

/** A record another record still points at: the import made it for them, and removing it would change them. */
async function usersOf(tx: Queryable, type: RecordType, id: string): Promise<number> {
  const column = { BRAND: 'brand_id', STORE: 'store_id', CATEGORY: 'category_id' }[type as string];
  if (!column) return 0;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM products WHERE ${column} = $1)::int
          + ${type === 'CATEGORY' ? '(SELECT count(*) FROM categories WHERE parent_id = $1)::int' : '0'} AS n`,
    [Number(id)],
  );
  return rows[0]!.n;
}

/** The fields an update changed, as they were before it: what the undo writes back. */
function restoredWrite(definition: EntityDefinition, entry: ImportEntry): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(entry.changes)
      .filter(
        (key) => definition.fields[key] && !definition.fields[key]!.readOnly && columnOf(key, definition.fields[key]!),
      )
      .map((key) => [key, entry.before?.[key] ?? null]),
  );
}

/** Why a record is left as it is, or null when the undo may put it back. */
function keptBecause(entry: ImportEntry, current: RecordState | undefined): string | null {
  if (!current) return 'It was deleted since the import.';
  if (current.version === entry.after?.version) return null;
  const by = (current.updatedBy as { name?: string } | null)?.name;
  return `It was changed since the import${by ? ` by ${by}` : ''}.`;
}

/**
 * The undo, batch after batch over the import's history entries, newest first (so the records the import made for
 * its rows — a new brand — go after the rows that used them): a record still as the import left it is put back —
 * one it created is deleted, one it updated gets its earlier values — and one changed since is left and listed.
 * Every change is written to the undo's own history batch; the checkpoint moves in the same transaction.
 */
export async function runUndo(run: PhaseRun, author: HistoryAuthor): Promise<void> {
  for (;;) {
    const batchStarted = performance.now();
    // The rows this batch wrote, or null once the phase has ended.
    const wroteRows = await run.db.transaction(async (tx): Promise<number | null> => {
      const current = await lockClaim(tx, run, 'UNDOING');
      const { rows: entries } = await tx.query<ImportEntry>(
        `SELECT id::text AS id, record_type AS "recordType", record_id::text AS "recordId", action, changes,
                before_state AS before, after_state AS after
           FROM history_entries WHERE batch_id = $1 AND ($2::bigint = 0 OR id < $2) ORDER BY id DESC LIMIT $3`,
        [Number(current.historyBatchId ?? 0), current.phaseCursor, UNDO_BATCH],
      );
      if (entries.length === 0) {
        await importRepository.set(tx, run.importId, { status: 'UNDONE', worker_token: null, undone_at: new Date() });
        await announceImport(tx, run.importId);
        return null;
      }
      const undoBatch =
        current.undoBatchId ??
        (await openHistoryBatch(tx, 'UNDO_IMPORT', run.importId, `Undo of ${current.feedName} (${current.fileName})`));
      const states = new Map<string, RecordState>();
      for (const type of new Set(entries.map((entry) => entry.recordType))) {
        const ids = entries.filter((entry) => entry.recordType === type).map((entry) => Number(entry.recordId));
        for (const [id, state] of await readStates(tx, type, ids, { lock: true })) states.set(`${type}:${id}`, state);
      }
      const written: BatchEntry[] = [];
      const outcomes: { recordId: string; outcome: 'REVERTED' | 'KEPT'; note: string | null }[] = [];
      const keptReferences: { recordType: RecordType; recordId: string; label: string; note: string }[] = [];
      for (const type of new Set(entries.map((entry) => entry.recordType))) {
        const definition = entityByRecordType(type);
        const ofType = entries.filter((entry) => entry.recordType === type);
        const reverting: ImportEntry[] = [];
        for (const entry of ofType) {
          const now = states.get(`${type}:${entry.recordId}`);
          let note = keptBecause(entry, now);
          const isReference = definition.name !== current.entity;
          if (!note && entry.action === 'CREATE' && isReference) {
            const users = await usersOf(tx, type, entry.recordId);
            if (users > 0) note = `It is used by ${users} other record${users === 1 ? '' : 's'}.`;
          }
          if (note && isReference) {
            keptReferences.push({
              recordType: type,
              recordId: entry.recordId,
              label: String(entry.after?.title ?? ''),
              note,
            });
          } else if (note) outcomes.push({ recordId: entry.recordId, outcome: 'KEPT', note });
          else reverting.push(entry);
        }
        const deleting = reverting.filter((entry) => entry.action === 'CREATE').map((entry) => entry.recordId);
        const restoring = reverting.filter((entry) => entry.action === 'UPDATE');
        const dependents = await lockDependents(tx, type, deleting.map(Number));
        await deleteRecords(tx, definition, deleting);
        // A product the import made may be in a sale or a carousel since: each loses it with a version, an entry
        // naming the delete and a live event of its own, as after any delete.
        await recordDependents(tx, dependents, {
          author,
          type,
          action: 'DELETE',
          deleted: new Map(deleting.map((id) => [id, states.get(`${type}:${id}`)!])),
        });
        if (type === 'CATEGORY') {
          for (const entry of restoring) {
            const now = states.get(`${type}:${entry.recordId}`)!;
            await categoryRepository.update(tx, entry.recordId, {
              ...now,
              ...restoredWrite(definition, entry),
            } as CategoryWrite);
            await tx.query(`UPDATE categories SET version = version + 1, updated_by = $2 WHERE id = $1`, [
              Number(entry.recordId),
              Number(author.id),
            ]);
          }
        } else {
          await updateRecords(
            tx,
            definition,
            restoring.map((entry) => ({ id: entry.recordId, write: restoredWrite(definition, entry) })),
            author.id,
          );
        }
        const afters = await readStates(
          tx,
          type,
          restoring.map((entry) => Number(entry.recordId)),
        );
        for (const entry of reverting) {
          const before = states.get(`${type}:${entry.recordId}`) ?? null;
          const restored = entry.action === 'UPDATE';
          written.push({
            type,
            id: entry.recordId,
            action: restored ? 'RESTORE' : 'DELETE',
            before,
            after: restored ? (afters.get(entry.recordId) ?? null) : null,
          });
          if (!definition.name || definition.name === current.entity) {
            outcomes.push({ recordId: entry.recordId, outcome: 'REVERTED', note: null });
          }
        }
      }
      await appendBatchEntries(tx, undoBatch, author, written);
      for (const outcome of ['REVERTED', 'KEPT'] as const) {
        const ofOutcome = outcomes.filter((entry) => entry.outcome === outcome);
        if (ofOutcome.length === 0) continue;
        await tx.query(
          `UPDATE feed_import_rows AS r SET undo_outcome = $2, undo_note = x.note
             FROM jsonb_to_recordset($3::jsonb) AS x(record_id bigint, note text)
            WHERE r.import_id = $1 AND r.record_id = x.record_id AND r.outcome IN ('CREATE', 'UPDATE')`,
          [
            Number(run.importId),
            outcome,
            JSON.stringify(ofOutcome.map((entry) => ({ record_id: Number(entry.recordId), note: entry.note }))),
          ],
        );
      }
      const counts = current.undoCounts ?? { reverted: 0, kept: 0 };
      const previous = (current.undoCounts as { keptReferences?: unknown[] } | null)?.keptReferences ?? [];
      await checkpoint(
        tx,
        run.importId,
        { done: current.phaseDone + entries.length, cursor: Number(entries.at(-1)!.id) },
        {
          undo_batch_id: Number(undoBatch),
          undo_counts: {
            reverted: counts.reverted + outcomes.filter((entry) => entry.outcome === 'REVERTED').length,
            kept: counts.kept + outcomes.filter((entry) => entry.outcome === 'KEPT').length,
            keptReferences: [...previous, ...keptReferences],
          },
        },
      );
      await announceBatch(
        tx,
        run.importId,
        author,
        written.map((entry) => entry.type),
      );
      return entries.length;
    });
    if (wroteRows === null) return;
    await run.rest(performance.now() - batchStarted, wroteRows);
  }
}
