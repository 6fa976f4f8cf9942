import {
  bannerCarouselResource,
  productCarouselResource,
  useBannerCarouselList,
  useProductCarouselList,
  type FindBannerCarouselsQuery,
  type FindProductCarouselsQuery,
  withFilter,
} from '@deals/admin-core';
import { formatNumber, Select } from '@deals/ui';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';
import { isPlacement, placementOptions } from './placements';

type BannerRow = FindBannerCarouselsQuery['findBannerCarousels']['items'][number];
type ProductRow = FindProductCarouselsQuery['findProductCarousels']['items'][number];

const listOptions = {
  filters: ['active', 'placement'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

const bannerColumns = definedColumns<BannerRow>(bannerCarouselResource.entity, {
  order: ['title', 'placement', 'slides'],
});
const productColumns = definedColumns<ProductRow>(productCarouselResource.entity, {
  order: ['title', 'placement', 'productIds'],
  overrides: { productIds: { cell: (row) => formatNumber(row.products.length) } },
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
