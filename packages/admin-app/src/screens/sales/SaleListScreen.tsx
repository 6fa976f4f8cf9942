import { useSaleList, type FindSalesQuery, type SaleStatus, withFilter } from '@deals/admin-core';
import { type DataTableColumn, DeferredSelect, formatNumber, StatusPill } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat, listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';
import { SaleStatusBadge, saleStatusLabels } from './saleStatus';

type SaleRow = FindSalesQuery['findSales']['items'][number];

const listOptions = {
  filters: ['active', 'status'],
  sortFields: ['TITLE', 'STARTS_AT', 'ENDS_AT', 'CREATED_AT'],
  defaultSort: { field: 'STARTS_AT', order: 'DESC' as const },
};

const columns: DataTableColumn<SaleRow>[] = [
  { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'discountLabel', header: 'Discount', cell: (row) => row.discountLabel || '—' },
  { id: 'store', header: 'Store', cell: (row) => row.store?.title ?? 'All stores' },
  { id: 'STARTS_AT', header: 'Starts', cell: (row) => dateFormat.format(new Date(row.startsAt)), sortable: true },
  { id: 'ENDS_AT', header: 'Ends', cell: (row) => dateFormat.format(new Date(row.endsAt)), sortable: true },
  { id: 'status', header: 'Timing', cell: (row) => <SaleStatusBadge status={row.status} /> },
  { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
];

const statuses = Object.keys(saleStatusLabels) as SaleStatus[];

/** /sales: search, active and running/upcoming/ended filters, sort and paging in the URL; rows open by slug. */
export function SaleListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const status = statuses.find((value) => value === state.filters.status?.[0]);
  const variables = {
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: { active: activeFromUrl(state.filters.active), status },
  };
  const list = useSaleList(variables);
  return (
    <EntityListPage
      title="Sales"
      itemLabel="sales"
      itemNoun="sale"
      newItem={{ href: '/sales/new', label: 'New sale' }}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/sales/${row.slug}/edit`}
      filters={
        <DeferredSelect
          label="Timing"
          options={[{ id: 'all', label: 'Any time' }, ...statuses.map((id) => ({ id, label: saleStatusLabels[id] }))]}
          selectedKey={status ?? 'all'}
          onSelectionChange={(key) =>
            update({ filters: withFilter(state.filters, 'status', key === 'all' ? null : String(key)) })
          }
        />
      }
    />
  );
}
