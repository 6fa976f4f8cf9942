import { saleResource, useSaleList, type FindSalesQuery } from '@deals/admin-core';
import { formatNumber } from '@deals/ui';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';
import { SaleStatusBadge } from './saleStatus';

type SaleRow = FindSalesQuery['findSales']['items'][number];

// Products counts the sale's chosen products, which the definition holds as a list of ids.
const columns = definedColumns<SaleRow>(saleResource.entity, {
  order: ['title', 'discountLabel', 'storeId', 'startsAt', 'endsAt', 'status', 'productCount'],
  overrides: {
    storeId: { cell: (row) => row.store?.title ?? 'All stores' },
    status: { cell: (row) => <SaleStatusBadge status={row.status} /> },
  },
  extra: { productCount: { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) } },
});

/** /sales: search, active and running/upcoming/ended filters, sort and paging in the URL; rows open by slug. */
export function SaleListScreen() {
  const { state, update, variables, list } = useDefinedList(saleResource.entity, useSaleList);
  return (
    <EntityListPage
      title="Sales"
      itemLabel="sales"
      itemNoun="sale"
      newItem={{ href: '/sales/new', label: 'New sale' }}
      entity={saleResource.entity}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/sales/${row.slug}/edit`}
    />
  );
}
