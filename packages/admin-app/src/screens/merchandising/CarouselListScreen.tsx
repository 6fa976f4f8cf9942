import {
  bannerCarouselResource,
  productCarouselResource,
  useBannerCarouselList,
  useProductCarouselList,
  type FindBannerCarouselsQuery,
  type FindProductCarouselsQuery,
} from '@deals/admin-core';
import { formatNumber } from '@deals/ui';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type BannerRow = FindBannerCarouselsQuery['findBannerCarousels']['items'][number];
type ProductRow = FindProductCarouselsQuery['findProductCarousels']['items'][number];

const bannerColumns = definedColumns<BannerRow>(bannerCarouselResource.entity, {
  order: ['title', 'placement', 'slides'],
});
const productColumns = definedColumns<ProductRow>(productCarouselResource.entity, {
  order: ['title', 'placement', 'productIds'],
  overrides: { productIds: { cell: (row) => formatNumber(row.products.length) } },
});

/** /carousel/banner-carousel: image banners per placement. */
export function BannerCarouselListScreen() {
  const { state, update, list } = useDefinedList(bannerCarouselResource.entity, useBannerCarouselList);
  return (
    <EntityListPage
      title="Banner carousels"
      itemLabel="banner carousels"
      itemNoun="banner carousel"
      newItem={{ href: '/carousel/banner-carousel/new', label: 'New banner carousel' }}
      entity={bannerCarouselResource.entity}
      columns={bannerColumns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/carousel/banner-carousel/${row.id}/edit`}
    />
  );
}

/** /carousel/product-carousel: hand-picked product rows per placement. */
export function ProductCarouselListScreen() {
  const { state, update, list } = useDefinedList(productCarouselResource.entity, useProductCarouselList);
  return (
    <EntityListPage
      title="Product carousels"
      itemLabel="product carousels"
      itemNoun="product carousel"
      newItem={{ href: '/carousel/product-carousel/new', label: 'New product carousel' }}
      entity={productCarouselResource.entity}
      columns={productColumns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/carousel/product-carousel/${row.id}/edit`}
    />
  );
}
