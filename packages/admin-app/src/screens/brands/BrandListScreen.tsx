import { useBrandList, type FindBrandsQuery } from '@deals/admin-core';
import { formatNumber, StatusPill, type DataTableColumn } from '@deals/ui';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat } from '../../kit/listTable';
import { thumbnailColumn } from '../../kit/thumbnailColumn';
import { useUrlListState } from '../../kit/useUrlListState';
import { brandListOptions, brandListVariables } from './brandListQuery';

type BrandRow = FindBrandsQuery['findBrands']['items'][number];

const columns: DataTableColumn<BrandRow>[] = [
  thumbnailColumn('Logo', (row) => row.imageUrl),
  { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
  { id: 'UPDATED_AT', header: 'Updated', cell: (row) => dateFormat.format(new Date(row.updatedAt)), sortable: true },
];

/** /brands: search, status filter, sort and 25 per page, all in the URL. */
export function BrandListScreen() {
  const [state, update] = useUrlListState(brandListOptions);
  const variables = brandListVariables(state);
  const list = useBrandList(variables);
  return (
    <EntityListPage
      title="Brands"
      itemLabel="brands"
      itemNoun="brand"
      newItem={{ href: '/brands/new', label: 'New brand' }}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/brands/${row.id}/edit`}
    />
  );
}
