import { headerKey } from '@deals/domain/entities';
import { feedTooManyRowsProblem } from '@deals/domain/rules';
import type { Queryable } from '../db/database';
import { FEED_LIMITS, FeedFileProblem, type FeedRecord, type OpenedFeed } from './feedFile';

/** Rows written per statement while a file is read. */
const INGEST_BATCH = 1000;

/** The header row as columns: blank headers are named by their place, and two headers may not name one column. */
export function checkedHeaders(cells: readonly string[]): string[] {
  const headers = cells.map((cell, index) => cell.trim() || `Column ${index + 1}`);
  const seen = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header) || header;
    const first = seen.get(key);
    if (first !== undefined) {
      throw new FeedFileProblem(
        'FEED_DUPLICATE_HEADERS',
        `The header "${headers[first]}" appears twice (columns ${first + 1} and ${index + 1}). Rename or remove one ` +
          'and upload the file again.',
      );
    }
    seen.set(key, index);
  });
  return headers;
}

/** A row whose field count differs from the header's; trailing empty fields (a trailing delimiter) are dropped. */
function fieldCountProblem(record: FeedRecord, columns: number): { cells: string[]; problem: string | null } {
  let cells = record.cells;
  while (cells.length > columns && cells[cells.length - 1]!.trim() === '') cells = cells.slice(0, -1);
  if (cells.length === columns) return { cells, problem: null };
  const fields = `${cells.length} field${cells.length === 1 ? '' : 's'}`;
  return { cells, problem: `This row has ${fields}; the header has ${columns}.` };
}

async function insertRows(db: Queryable, importId: string, rows: object[]) {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO feed_import_rows (import_id, row_number, line, cells, file_problem)
     SELECT $1, x.row_number, x.line, x.cells, x.file_problem
       FROM jsonb_to_recordset($2::jsonb) AS x(row_number int, line int, cells jsonb, file_problem text)`,
    [Number(importId), JSON.stringify(rows)],
  );
}

/**
 * Reads the whole file into the import's rows, a thousand at a time (the parse waits for each write, so memory stays
 * flat), and answers its headers and row count. Refuses an empty file, a header with no rows, duplicate headers and
 * a file past the row limit; the caller removes what was written then.
 */
export async function ingestFeed(
  db: Queryable,
  importId: string,
  feed: OpenedFeed,
  maxRows: number = FEED_LIMITS.rows,
) {
  let headers: string[] | null = null;
  let pending: object[] = [];
  let rowCount = 0;
  for await (const record of feed.records) {
    if (!headers) {
      headers = checkedHeaders(record.cells);
      continue;
    }
    rowCount += 1;
    if (rowCount > maxRows) {
      throw new FeedFileProblem('FEED_TOO_MANY_ROWS', feedTooManyRowsProblem(maxRows), 413);
    }
    const { cells, problem } = fieldCountProblem(record, headers.length);
    pending.push({ row_number: record.row, line: record.line, cells, file_problem: problem });
    if (pending.length >= INGEST_BATCH) {
      await insertRows(db, importId, pending);
      pending = [];
    }
  }
  if (!headers) throw new FeedFileProblem('FEED_EMPTY', 'The file is empty.');
  if (rowCount === 0) {
    throw new FeedFileProblem('FEED_NO_ROWS', 'The file has a header row but no rows below it.');
  }
  await insertRows(db, importId, pending);
  return { headers, rowCount, bytes: feed.bytes() };
}
