import type { Database, Queryable } from '../db/database';
import { importRepository, type FeedImportRecord, type FeedPhase } from './importRepository';
import type { RowProblem, SourceRow } from './rowPlan';

/** The phase's lease moved to another worker (this one was thought dead): stop without writing. */
export class LostClaim extends Error {
  constructor(importId: string) {
    super(`Import ${importId} is being worked by another replica now.`);
  }
}

/** One worker's turn at a phase: which import, the lease it holds, and how long to rest between batches. */
export interface PhaseRun {
  db: Database;
  importId: string;
  token: string;
  /**
   * Lets other requests in between two batches (README "Import and export": an import yields); a batch that wrote
   * `writtenRows` to the catalogue also keeps the deployment's write rate (FEED_WRITE_ROWS_PER_SECOND).
   */
  rest(batchMs: number, writtenRows?: number): Promise<void>;
}

/**
 * Every batch's transaction starts here: the import's row locked, and this worker still the one holding the phase
 * at the checkpoint it read. The write that follows moves the checkpoint in the same transaction, so a batch is
 * written once even when two workers think they hold the phase.
 */
export async function lockClaim(tx: Queryable, run: PhaseRun, phase: FeedPhase): Promise<FeedImportRecord> {
  const current = await importRepository.byId(tx, run.importId, { lock: true });
  if (current.status !== phase || current.workerToken !== run.token) throw new LostClaim(run.importId);
  return current;
}

/** The next rows after `cursor` (a row number), as a batch reads them. */
export async function rowsAfter(db: Queryable, importId: string, cursor: number, limit: number): Promise<SourceRow[]> {
  const { rows } = await db.query<{
    row: number;
    cells: string[];
    fileProblem: string | null;
    duplicateOf: number | null;
    plannedProblems: RowProblem[] | null;
  }>(
    `SELECT row_number AS row, cells, file_problem AS "fileProblem", duplicate_of AS "duplicateOf",
            problems AS "plannedProblems"
       FROM feed_import_rows WHERE import_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3`,
    [Number(importId), cursor, limit],
  );
  return rows;
}

/** Writes each row's result columns in one statement: `values` maps row number → columns → value. */
export async function setRowColumns(
  tx: Queryable,
  importId: string,
  columns: Record<string, string>,
  values: readonly Record<string, unknown>[],
): Promise<void> {
  if (values.length === 0) return;
  const names = Object.keys(columns);
  await tx.query(
    `UPDATE feed_import_rows AS r SET ${names.map((name) => `${name} = x.${name}`).join(', ')}
       FROM jsonb_to_recordset($2::jsonb) AS x(row_number int, ${names.map((name) => `${name} ${columns[name]}`).join(', ')})
      WHERE r.import_id = $1 AND r.row_number = x.row_number`,
    [Number(importId), JSON.stringify(values)],
  );
}

/** Moves the checkpoint and renews the lease, in the batch's transaction. */
export async function checkpoint(
  tx: Queryable,
  importId: string,
  progress: { done: number; cursor: number },
  extra: Record<string, unknown> = {},
): Promise<void> {
  await importRepository.set(tx, importId, {
    phase_done: progress.done,
    phase_cursor: progress.cursor,
    heartbeat_at: new Date(),
    ...extra,
  });
}
