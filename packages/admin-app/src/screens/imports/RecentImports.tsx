import { pageWindow, useFeedImports, type FeedEntity, type FeedImportsQuery } from '@deals/admin-core';
import { Badge, Card, DataTable, EmptyState, formatNumber, type DataTableColumn } from '@deals/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dateFormat, tableStatus } from '../../kit/listTable';
import { FEED_LISTS, importHref, STATUS_LABELS } from './feedEntities';

type ImportRow = FeedImportsQuery['feedImports']['items'][number];

const PAGE_SIZE = 10;

const columns: DataTableColumn<ImportRow>[] = [
  { id: 'feedName', header: 'Feed', cell: (row) => row.feedName, isRowHeader: true },
  { id: 'fileName', header: 'File', cell: (row) => row.fileName },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => {
      const status = STATUS_LABELS[row.status];
      // A job at work says how far it got, so the list alone answers "is it done yet?".
      const progress = row.progress ? ` ${formatNumber(row.progress.done)} / ${formatNumber(row.progress.total)}` : '';
      return <Badge tone={status.tone}>{`${status.label}${progress}`}</Badge>;
    },
  },
  { id: 'rowCount', header: 'Rows', cell: (row) => formatNumber(row.rowCount) },
  { id: 'createdBy', header: 'By', cell: (row) => row.createdByName },
  { id: 'updatedAt', header: 'Updated', cell: (row) => dateFormat.format(new Date(row.updatedAt)) },
];

/** The imports of one list, newest first: one still at work is picked up again here (its job runs on without a tab). */
export function RecentImports({ entity }: { entity: FeedEntity }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const imports = useFeedImports({ filter: { entity }, ...pageWindow(page, PAGE_SIZE) });
  const { plural, singular } = FEED_LISTS[entity];
  return (
    <Card title="Recent imports" aria-label="Recent imports">
      <DataTable
        aria-label={`Recent ${singular} imports`}
        columns={columns}
        rows={imports.status === 'success' ? imports.data.items : []}
        state={tableStatus(imports)}
        loadingRows={3}
        onRowAction={(id) => navigate(importHref(entity, id))}
        empty={<EmptyState title={`No ${singular} feeds imported yet`} />}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: imports.status === 'success' ? imports.data.count : null,
          onPageChange: setPage,
          itemNouns: { one: 'import', other: 'imports' },
          itemLabel: `${plural} imports`,
        }}
      />
    </Card>
  );
}
