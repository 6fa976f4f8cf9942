import { Readable } from 'node:stream';
import { neutraliseCell } from '@deals/domain/entities';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../db/database';
import type { FeedImportRecord } from './importRepository';
import type { RowProblem } from './rowPlan';

/** The header of the column the rejected-rows file adds after the file's own. */
export const ERROR_HEADER = 'Error';

const CHUNK = 1000;

/** Whose outcome the file lists: the apply's once it ran, the dry run's before. */
const outcomeColumn = (record: FeedImportRecord) => (record.appliedAt ? 'outcome' : 'planned');

/**
 * The rejected rows as CSV to fix and import again: the file's own columns as they came, plus an Error column with
 * the messages the form shows, in file order. Cells are neutralised like any export (an import restores them).
 */
export function rejectedRowsStream(db: Queryable, record: FeedImportRecord): ReadableStream<Uint8Array> {
  const column = outcomeColumn(record);
  async function* rows() {
    yield [...record.headers, ERROR_HEADER];
    let after = 0;
    for (;;) {
      const { rows: chunk } = await db.query<{ row: number; cells: string[]; problems: RowProblem[] | null }>(
        `SELECT row_number AS row, cells, problems FROM feed_import_rows
          WHERE import_id = $1 AND ${column} = 'REJECT' AND row_number > $2 ORDER BY row_number LIMIT $3`,
        [Number(record.id), after, CHUNK],
      );
      if (chunk.length === 0) return;
      for (const row of chunk) {
        const cells = record.headers.map((_, index) => neutraliseCell(row.cells[index] ?? ''));
        yield [...cells, neutraliseCell((row.problems ?? []).map((problem) => problem.message).join(' '))];
      }
      after = chunk.at(-1)!.row;
    }
  }
  return Readable.toWeb(Readable.from(rows()).pipe(stringify({ bom: true }))) as ReadableStream<Uint8Array>;
}
