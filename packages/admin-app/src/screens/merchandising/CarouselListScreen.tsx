import {
  useBannerCarouselList,
  useProductCarouselList,
  type FindBannerCarouselsQuery,
  type FindProductCarouselsQuery,
  withFilter,
} from '@deals/admin-core';
import { Select, StatusPill, type DataTableColumn } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat, listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';
import { isPlacement, placementLabels, placementOptions } from './placements';

type BannerRow = FindBannerCarouselsQuery['findBannerCarousels']['items'][number];
type ProductRow = FindProductCarouselsQuery['findProductCarousels']['items'][number];

const listOptions = {
  filters: ['active', 'placement'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

function commonColumns<
  Row extends { title: string; placement: BannerRow['placement']; active: boolean; updatedAt: string },
>(count: DataTableColumn<Row>): DataTableColumn<Row>[] {
  return [
    { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
    { id: 'placement', header: 'Placement', cell: (row) => placementLabels[row.placement] },
    count,
    { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
    { id: 'UPDATED_AT', header: 'Updated', cell: (row) => dateFormat.format(new Date(row.updatedAt)), sortable: true },
  ];
}

const bannerColumns = commonColumns<BannerRow>({ id: 'slides', header: 'Slides', cell: (row) => row.slides.length });
const productColumns = commonColumns<ProductRow>({
  id: 'products',
  header: 'Products',
  cell: (row) => row.products.length,
});

function useCarouselListState() {
  const [state, update] = useUrlListState(listOptions);
  const placement = state.filters.placement?.[0];
  const variables = {
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: { active: activeFromUrl(state.filters.active), placement: isPlacement(placement) ? placement : undefined },
  };
  const placementFilter = (
    <Select
      label="Placement"
      options={[{ id: 'all', label: 'Anywhere' }, ...placementOptions]}
      selectedKey={isPlacement(placement) ? placement : 'all'}
      onSelectionChange={(key) =>
        update({ filters: withFilter(state.filters, 'placement', key === 'all' ? null : String(key)) })
      }
    />
  );
  return { state, update, variables, placementFilter };
}

/** /carousel/banner-carousel: image banners per placement. */
export function BannerCarouselListScreen() {
  const { state, update, variables, placementFilter } = useCarouselListState();
  return (
    <EntityListPage
      title="Banner carousels"
      itemLabel="banner carousels"
      itemNoun="banner carousel"
      newItem={{ href: '/carousel/banner-carousel/new', label: 'New banner carousel' }}
      columns={bannerColumns}
      list={useBannerCarouselList(variables)}
      state={state}
      update={update}
      filters={placementFilter}
      rowHref={(row) => `/carousel/banner-carousel/${row.id}/edit`}
    />
  );
}

/** /carousel/product-carousel: hand-picked product rows per placement. */
export function ProductCarouselListScreen() {
  const { state, update, variables, placementFilter } = useCarouselListState();
  return (
    <EntityListPage
      title="Product carousels"
      itemLabel="product carousels"
      itemNoun="product carousel"
      newItem={{ href: '/carousel/product-carousel/new', label: 'New product carousel' }}
      columns={productColumns}
      list={useProductCarouselList(variables)}
      state={state}
      update={update}
      filters={placementFilter}
      rowHref={(row) => `/carousel/product-carousel/${row.id}/edit`}
    />
  );
}
