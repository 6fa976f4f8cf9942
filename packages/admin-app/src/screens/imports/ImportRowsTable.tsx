import { useFeedImportRows, type FeedImportRowFilter, type FeedImportRowsQuery } from '@deals/admin-core';
import { DataTable, EmptyState, type DataTableColumn } from '@deals/ui';
import { useState } from 'react';
import { tableStatus } from '../../kit/listTable';

type ImportRow = FeedImportRowsQuery['feedImportRows']['items'][number] & { id: string };

const PAGE_SIZE = 25;

const problemColumns: DataTableColumn<ImportRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.row, isRowHeader: true, fit: true },
  {
    id: 'column',
    header: 'Column',
    cell: (row) => row.problems.map((problem) => <div key={problem.message}>{problem.header ?? '—'}</div>),
  },
  {
    id: 'message',
    header: 'Problem',
    cell: (row) => row.problems.map((problem) => <div key={problem.message}>{problem.message}</div>),
  },
];

const undoColumns: DataTableColumn<ImportRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.row, isRowHeader: true, fit: true },
  { id: 'record', header: 'Record', cell: (row) => (row.recordId ? `#${row.recordId}` : '—') },
  { id: 'note', header: 'Left as it is because', cell: (row) => row.undoNote ?? '' },
];

const OUTCOME_LABELS: Record<string, string> = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  UNCHANGED: 'Unchanged',
  SKIP: 'Skipped',
  REJECT: 'Rejected',
};

const appliedColumns: DataTableColumn<ImportRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.row, isRowHeader: true, fit: true },
  { id: 'outcome', header: 'Outcome', cell: (row) => (row.outcome ? OUTCOME_LABELS[row.outcome] : '—') },
  { id: 'record', header: 'Record', cell: (row) => (row.recordId ? `#${row.recordId}` : '—') },
];

const COLUMNS = { problems: problemColumns, undo: undoColumns, applied: appliedColumns };

export interface ImportRowsTableProps {
  importId: string;
  filter: FeedImportRowFilter;
  /** `problems`: each rejected row's column and message; `applied`: what each row did; `undo`: records an undo kept. */
  kind: keyof typeof COLUMNS;
  'aria-label': string;
  emptyTitle: string;
}

/** An import's rows of one kind, 25 per page, in file order, as the API kept them. */
export function ImportRowsTable({ importId, filter, kind, 'aria-label': label, emptyTitle }: ImportRowsTableProps) {
  const [page, setPage] = useState(1);
  const rows = useFeedImportRows({ id: importId, filter, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return (
    <DataTable
      aria-label={label}
      columns={COLUMNS[kind]}
      rows={rows.status === 'success' ? rows.data.items.map((row) => ({ ...row, id: String(row.row) })) : []}
      state={tableStatus(rows)}
      loadingRows={5}
      empty={<EmptyState title={emptyTitle} />}
      pagination={{
        page,
        pageSize: PAGE_SIZE,
        total: rows.status === 'success' ? rows.data.count : null,
        onPageChange: setPage,
        itemNouns: { one: 'row', other: 'rows' },
        itemLabel: 'rows',
      }}
    />
  );
}
