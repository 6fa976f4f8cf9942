import { unmappedRequired } from '@deals/domain/entities';
import { feedEntity, type FeedEntityName } from './feedEntities';
import { announceImport } from './historyBatch';
import { importRepository, type FeedCounts, type FeedImportRecord, type NewReferences } from './importRepository';
import { checkpoint, lockClaim, rowsAfter, setRowColumns, type PhaseRun } from './phaseRun';
import { newMemory, planBatch, type PlannedRow } from './rowPlan';

/** Rows a dry-run batch reads: it writes only its findings, so batches can be large. */
export const CHECK_BATCH = 1000;
/** How many new names per reference field the plan lists (the count is always whole). */
const NAMES_LISTED = 20;

const emptyCounts = (): FeedCounts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, rejected: 0 });

/** The outcome's counter: CREATE → created, … */
export function count(counts: FeedCounts, outcome: PlannedRow['outcome'], by = 1): void {
  const key = (
    { CREATE: 'created', UPDATE: 'updated', UNCHANGED: 'unchanged', SKIP: 'skipped', REJECT: 'rejected' } as const
  )[outcome];
  counts[key] += by;
}

/**
 * The dry run: every row planned against the catalogue as it is, nothing written but the findings (outcome and the
 * form's messages per row). It keeps what earlier rows claimed in memory, so a worker that takes it over starts it
 * again from the first row; it is read-only and well within its budget, so that costs little.
 */
export async function runCheck(run: PhaseRun, started: FeedImportRecord): Promise<void> {
  const definition = feedEntity(started.entity);
  const setup = {
    entity: started.entity as FeedEntityName,
    definition,
    headers: started.headers,
    settings: started.settings!,
  };
  const memory = newMemory();
  const counts = emptyCounts();
  const newReferences = new Map<string, { names: Set<string>; listed: string[] }>();
  let cursor = 0;
  let done = 0;
  await importRepository.set(run.db, run.importId, { phase_done: 0, phase_cursor: 0, stint_done: 0 });
  for (;;) {
    const batchStarted = performance.now();
    const rows = await rowsAfter(run.db, run.importId, cursor, CHECK_BATCH);
    if (rows.length === 0) break;
    const planned = await planBatch(run.db, setup, rows, memory, { lock: false, duplicatesFromDryRun: false });
    for (const row of planned) {
      count(counts, row.outcome);
      for (const reference of row.newReferences) {
        const seen = newReferences.get(reference.field) ?? { names: new Set(), listed: [] };
        const key = reference.name.toLowerCase();
        if (!seen.names.has(key) && seen.listed.length < NAMES_LISTED) seen.listed.push(reference.name);
        seen.names.add(key);
        newReferences.set(reference.field, seen);
      }
    }
    cursor = rows.at(-1)!.row;
    done += rows.length;
    await run.db.transaction(async (tx) => {
      await lockClaim(tx, run, 'CHECKING');
      await setRowColumns(
        tx,
        run.importId,
        { planned: 'text', problems: 'jsonb', duplicate_of: 'int' },
        planned.map((row) => ({
          row_number: row.row,
          planned: row.outcome,
          problems: row.problems,
          duplicate_of: row.duplicateOf,
        })),
      );
      await checkpoint(tx, run.importId, { done, cursor });
      await announceImport(tx, run.importId);
    });
    await run.rest(performance.now() - batchStarted);
  }
  const plan = {
    counts,
    unmappedRequired: unmappedRequired(definition, started.settings!.mapping).map((column) => column.key),
    newReferences: [...newReferences].map(([field, seen]): NewReferences => ({
      field,
      names: seen.listed,
      count: seen.names.size,
    })),
    checkedAt: new Date().toISOString(),
  };
  await run.db.transaction(async (tx) => {
    await lockClaim(tx, run, 'CHECKING');
    await importRepository.set(tx, run.importId, { status: 'CHECKED', plan, worker_token: null });
    await announceImport(tx, run.importId);
  });
}
