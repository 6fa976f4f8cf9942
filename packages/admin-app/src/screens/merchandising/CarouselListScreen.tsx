import {
  bannerCarouselResource,
  definedListFilter,
  definedListOptions,
  productCarouselResource,
  useBannerCarouselList,
  useProductCarouselList,
  type FindBannerCarouselsQuery,
  type FindProductCarouselsQuery,
  type ListStateOptions,
  type MerchandisingFilter,
} from '@deals/admin-core';
import { formatNumber } from '@deals/ui';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type BannerRow = FindBannerCarouselsQuery['findBannerCarousels']['items'][number];
type ProductRow = FindProductCarouselsQuery['findProductCarousels']['items'][number];

type CarouselEntity = typeof bannerCarouselResource.entity | typeof productCarouselResource.entity;

// Both kinds of carousel sort alike; each list's filters are its definition's (status, placement).
const listOptionsOf = (entity: CarouselEntity) =>
  definedListOptions(entity, {
    sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
    defaultSort: { field: 'TITLE', order: 'ASC' },
  });
const bannerListOptions = listOptionsOf(bannerCarouselResource.entity);
const productListOptions = listOptionsOf(productCarouselResource.entity);

const bannerColumns = definedColumns<BannerRow>(bannerCarouselResource.entity, {
  order: ['title', 'placement', 'slides'],
});
const productColumns = definedColumns<ProductRow>(productCarouselResource.entity, {
  order: ['title', 'placement', 'productIds'],
  overrides: { productIds: { cell: (row) => formatNumber(row.products.length) } },
});

function useCarouselListState(entity: CarouselEntity, listOptions: ListStateOptions) {
  const [state, update] = useUrlListState(listOptions);
  const variables = {
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: definedListFilter<MerchandisingFilter>(entity, state.filters),
  };
  return { state, update, variables };
}

/** /carousel/banner-carousel: image banners per placement. */
export function BannerCarouselListScreen() {
  const { state, update, variables } = useCarouselListState(bannerCarouselResource.entity, bannerListOptions);
  return (
    <EntityListPage
      title="Banner carousels"
      itemLabel="banner carousels"
      itemNoun="banner carousel"
      newItem={{ href: '/carousel/banner-carousel/new', label: 'New banner carousel' }}
      entity={bannerCarouselResource.entity}
      columns={bannerColumns}
      list={useBannerCarouselList(variables)}
      state={state}
      update={update}
      rowHref={(row) => `/carousel/banner-carousel/${row.id}/edit`}
    />
  );
}

/** /carousel/product-carousel: hand-picked product rows per placement. */
export function ProductCarouselListScreen() {
  const { state, update, variables } = useCarouselListState(productCarouselResource.entity, productListOptions);
  return (
    <EntityListPage
      title="Product carousels"
      itemLabel="product carousels"
      itemNoun="product carousel"
      newItem={{ href: '/carousel/product-carousel/new', label: 'New product carousel' }}
      entity={productCarouselResource.entity}
      columns={productColumns}
      list={useProductCarouselList(variables)}
      state={state}
      update={update}
      rowHref={(row) => `/carousel/product-carousel/${row.id}/edit`}
    />
  );
}
