import { saleResource, useSaleList, type FindSalesQuery, type SaleStatus, withFilter } from '@deals/admin-core';
import { DeferredSelect, formatNumber } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';
import { SaleStatusBadge, saleStatusLabels } from './saleStatus';

type SaleRow = FindSalesQuery['findSales']['items'][number];

const listOptions = {
  filters: ['active', 'status'],
  sortFields: ['TITLE', 'STARTS_AT', 'ENDS_AT', 'CREATED_AT'],
  defaultSort: { field: 'STARTS_AT', order: 'DESC' as const },
};

// Products counts the sale's chosen products, which the definition holds as a list of ids.
const columns = definedColumns<SaleRow>(saleResource.entity, {
  order: ['title', 'discountLabel', 'storeId', 'startsAt', 'endsAt', 'status', 'productCount'],
  overrides: {
    storeId: { cell: (row) => row.store?.title ?? 'All stores' },
    status: { cell: (row) => <SaleStatusBadge status={row.status} /> },
  },
  extra: { productCount: { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) } },
});

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
