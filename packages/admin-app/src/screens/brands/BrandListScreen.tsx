import { useBrandList, type FindBrandsQuery } from '@deals/admin-core';
import { formatNumber, StatusPill, type DataTableColumn } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat, listVariables } from '../../kit/listTable';
import { thumbnailColumn } from '../../kit/thumbnailColumn';
import { useUrlListState } from '../../kit/useUrlListState';

type BrandRow = FindBrandsQuery['findBrands']['items'][number];

const listOptions = {
  filters: ['active'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

const columns: DataTableColumn<BrandRow>[] = [
  thumbnailColumn('Logo', (row) => row.imageUrl),
  { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
  { id: 'UPDATED_AT', header: 'Updated', cell: (row) => dateFormat.format(new Date(row.updatedAt)), sortable: true },
];

/** /brands: search, status filter, sort and 25 per page, all in the URL. */
export function BrandListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const list = useBrandList({
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: { active: activeFromUrl(state.filters.active) },
  });
  return (
    <EntityListPage
      title="Brands"
      itemLabel="brands"
      itemNoun="brand"
      newItem={{ href: '/brands/new', label: 'New brand' }}
      columns={columns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/brands/${row.id}/edit`}
    />
  );
}
