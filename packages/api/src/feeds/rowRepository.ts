import type { Queryable } from '../db/database';
import { Conditions, listPage, pageOf } from '../domains/listQuery';
import type { RowOutcome } from './importRepository';
import type { RowProblem } from './rowPlan';

/** One row of an import as the `FeedImportRow` type reads it. */
export interface FeedImportRowRecord {
  row: number;
  line: number;
  cells: string[];
  planned: RowOutcome | null;
  outcome: RowOutcome | null;
  problems: RowProblem[] | null;
  recordId: string | null;
  undoOutcome: 'REVERTED' | 'KEPT' | null;
  undoNote: string | null;
}

const columns = `row_number AS row, line, cells, planned, outcome, problems, record_id::text AS "recordId",
  undo_outcome AS "undoOutcome", undo_note AS "undoNote"`;

export const rowRepository = {
  list(
    db: Queryable,
    importId: string,
    filter: {
      planned?: readonly string[] | null;
      outcome?: readonly string[] | null;
      undoOutcome?: readonly string[] | null;
    },
    paging: { skip?: number | null; limit?: number | null },
  ) {
    const where = new Conditions().equals('import_id', Number(importId));
    for (const [column, values] of [
      ['planned', filter.planned],
      ['outcome', filter.outcome],
      ['undo_outcome', filter.undoOutcome],
    ] as const) {
      if (values?.length) where.add(`${column} = ANY(${where.param(values)}::text[])`);
    }
    return listPage<FeedImportRowRecord>(db, {
      select: columns,
      from: 'feed_import_rows',
      where,
      order: 'ORDER BY feed_import_rows.row_number',
      page: pageOf(paging.skip, paging.limit),
    });
  },

  async sample(db: Queryable, importId: string, limit: number): Promise<string[][]> {
    const { rows } = await db.query<{ cells: string[] }>(
      `SELECT cells FROM feed_import_rows WHERE import_id = $1 ORDER BY row_number LIMIT $2`,
      [Number(importId), Math.min(Math.max(limit, 0), 50)],
    );
    return rows.map((row) => row.cells);
  },
};
