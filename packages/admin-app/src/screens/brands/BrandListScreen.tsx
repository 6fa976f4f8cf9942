import { pageWindow, useBrandList, useSettings } from '@deals/admin-core';
import { DataTable, EmptyState, LinkButton, PageHeader, StatusPill, type DataTableColumn } from '@deals/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { ListToolbar } from '../../kit/ListToolbar';
import { useUrlListState } from '../../kit/useUrlListState';

interface BrandRow {
  id: string;
  title: string;
  productCount: number;
  active: boolean;
  updatedAt: string;
}

const listOptions = {
  filters: ['active'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};
const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns: DataTableColumn<BrandRow>[] = [
  { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'productCount', header: 'Products', cell: (row) => row.productCount },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
  { id: 'UPDATED_AT', header: 'Updated', cell: (row) => updated.format(new Date(row.updatedAt)), sortable: true },
];

/** /brands: search, status filter, sort and 25 per page, all in the URL. */
export function BrandListScreen() {
  const navigate = useNavigate();
  const density = useSettings((settings) => settings.tableDensity);
  const [state, update] = useUrlListState(listOptions);
  const list = useBrandList({
    ...pageWindow(state.page, appConfig.pageSize),
    search: state.search || undefined,
    sort: state.sort ? { field: state.sort.field as 'TITLE', order: state.sort.order } : undefined,
    filter: { active: activeFromUrl(state.filters.active) },
  });
  const rows = list.status === 'success' ? list.data.items : [];
  return (
    <>
      <PageHeader
        title="Brands"
        subtitle={list.status === 'success' ? `${list.data.count} brands` : undefined}
        actions={
          <LinkButton href="/brands/new" icon={<Plus size={16} />}>
            New brand
          </LinkButton>
        }
      />
      <ListToolbar
        searchLabel="Search brands"
        search={state.search}
        onSearch={(search) => update({ search })}
        active={state.filters.active?.[0] ?? 'all'}
        onActiveChange={(value) => update({ filters: value === 'all' ? {} : { active: [value] } })}
      />
      <DataTable
        aria-label="Brands"
        columns={columns}
        rows={rows}
        density={density}
        state={
          list.status === 'error'
            ? { status: 'error', message: list.message, retry: list.retry }
            : list.status === 'loading'
              ? { status: 'loading' }
              : { status: 'success', refreshing: list.refreshing }
        }
        sort={
          state.sort
            ? { column: state.sort.field, direction: state.sort.order === 'ASC' ? 'ascending' : 'descending' }
            : undefined
        }
        onSortChange={(sort) =>
          update({ sort: { field: String(sort.column), order: sort.direction === 'ascending' ? 'ASC' : 'DESC' } })
        }
        onRowAction={(id) => navigate(`/brands/${id}/edit`)}
        empty={<EmptyState title={state.search ? `No brands match "${state.search}"` : 'No brands yet'} />}
        pagination={{
          page: state.page,
          pageSize: appConfig.pageSize,
          total: list.status === 'success' ? list.data.count : 0,
          onPageChange: (page) => update({ page }),
          itemLabel: 'brands',
        }}
      />
    </>
  );
}
