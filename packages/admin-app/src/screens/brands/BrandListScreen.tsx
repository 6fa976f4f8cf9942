import { FindBrandsDocument, useBrandList, type FindBrandsQuery, type ListState } from '@deals/admin-core';
import { formatNumber, StatusPill, type DataTableColumn } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat, listVariables } from '../../kit/listTable';
import { listPreload, type ScreenModule } from '../../kit/routePreload';
import { thumbnailColumn } from '../../kit/thumbnailColumn';
import { useUrlListState } from '../../kit/useUrlListState';

type BrandRow = FindBrandsQuery['findBrands']['items'][number];

const listOptions = {
  filters: ['active'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

/** The list query's variables: the same for the screen and its route's preload. */
const brandListVariables = (state: ListState) => ({
  ...listVariables<'TITLE'>(state, appConfig.pageSize),
  filter: { active: activeFromUrl(state.filters.active) },
});

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
  const list = useBrandList(brandListVariables(state));
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

export const brandListScreen: ScreenModule = {
  Component: BrandListScreen,
  preload: listPreload(FindBrandsDocument, listOptions, brandListVariables),
};
