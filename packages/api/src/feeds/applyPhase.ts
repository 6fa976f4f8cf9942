import type { HistoryAuthor } from '../history/historyLog';
import { count } from './checkPhase';
import { feedEntity, type FeedEntityName } from './feedEntities';
import { announceBatch, announceImport, appendBatchEntries, openHistoryBatch } from './historyBatch';
import { importRepository, type FeedCounts, type FeedImportRecord } from './importRepository';
import { checkpoint, lockClaim, rowsAfter, setRowColumns, type PhaseRun } from './phaseRun';
import { newMemory, planBatch } from './rowPlan';
import { writeBatch } from './writeBatch';

/**
 * Rows one apply batch writes in one transaction. On PGlite, whose single connection every request shares, a batch
 * holds the database for its whole length: smaller batches let a colleague's list in sooner.
 */
export const applyBatchSize = (kind: 'pglite' | 'postgres') => (kind === 'pglite' ? 250 : 500);

const fullCounts = (counts: FeedImportRecord['counts']): FeedCounts & { referencesCreated: number } => ({
  created: counts.created ?? 0,
  updated: counts.updated ?? 0,
  unchanged: counts.unchanged ?? 0,
  skipped: counts.skipped ?? 0,
  rejected: counts.rejected ?? 0,
  referencesCreated: counts.referencesCreated ?? 0,
});

/**
 * The apply, batch after batch from the checkpoint: each batch plans its rows again against the catalogue as it is
 * now (locking the records it updates), writes them with their history entries, records each row's outcome and moves
 * the checkpoint — one transaction, so a batch is all written or not at all, and never twice. A cancel asked for is
 * honoured between batches: what was applied stays.
 */
export async function runApply(run: PhaseRun): Promise<void> {
  for (;;) {
    const batchStarted = performance.now();
    // The rows this batch wrote, or null once the phase has ended.
    const wroteRows = await run.db.transaction(async (tx): Promise<number | null> => {
      const current = await lockClaim(tx, run, 'APPLYING');
      const author: HistoryAuthor = {
        id: current.appliedById ?? current.createdById ?? '0',
        name: current.appliedByName ?? current.createdByName,
      };
      if (current.cancelRequested) {
        await importRepository.set(tx, run.importId, {
          status: 'CANCELLED',
          worker_token: null,
          finished_at: new Date(),
        });
        await announceImport(tx, run.importId);
        return null;
      }
      const rows = await rowsAfter(tx, run.importId, current.phaseCursor, applyBatchSize(run.db.kind));
      if (rows.length === 0) {
        await importRepository.set(tx, run.importId, {
          status: 'APPLIED',
          worker_token: null,
          finished_at: new Date(),
        });
        await announceImport(tx, run.importId);
        return null;
      }
      const definition = feedEntity(current.entity);
      const setup = {
        entity: current.entity as FeedEntityName,
        definition,
        headers: current.headers,
        settings: current.settings!,
      };
      const planned = await planBatch(tx, setup, rows, newMemory(), { lock: true, duplicatesFromDryRun: true });
      const written = await writeBatch(tx, setup.entity, definition, planned, author);
      const batchId =
        current.historyBatchId ??
        (await openHistoryBatch(tx, 'IMPORT', run.importId, `${current.feedName} (${current.fileName})`));
      await appendBatchEntries(tx, batchId, author, written.entries);
      const mappedColumn = (field: string | null) => (field ? current.settings!.mapping.indexOf(field) : -1);
      await setRowColumns(
        tx,
        run.importId,
        { outcome: 'text', record_id: 'bigint', problems: 'jsonb' },
        written.rows.map((row) => ({
          row_number: row.row,
          outcome: row.outcome,
          record_id: row.recordId === null ? null : Number(row.recordId),
          // A refusal found while writing names its column like the planned ones do.
          problems: row.problems.map((problem) =>
            problem.column === null && mappedColumn(problem.field) >= 0
              ? {
                  ...problem,
                  column: mappedColumn(problem.field),
                  header: current.headers[mappedColumn(problem.field)],
                }
              : problem,
          ),
        })),
      );
      const counts = fullCounts(current.counts);
      for (const row of written.rows) count(counts, row.outcome);
      counts.referencesCreated += written.referencesCreated;
      await checkpoint(
        tx,
        run.importId,
        { done: current.phaseDone + rows.length, cursor: rows.at(-1)!.row },
        { counts, history_batch_id: Number(batchId) },
      );
      await announceBatch(
        tx,
        run.importId,
        author,
        written.entries.map((entry) => entry.type),
      );
      return rows.length;
    });
    if (wroteRows === null) return;
    await run.rest(performance.now() - batchStarted, wroteRows);
  }
}
