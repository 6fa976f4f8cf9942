import { useBrandList, type FindBrandsQuery } from '@deals/admin-core';
import { brandEntity } from '@deals/domain/entities';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useUrlListState } from '../../kit/useUrlListState';
import { brandListOptions, brandListVariables } from './brandListQuery';

type BrandRow = FindBrandsQuery['findBrands']['items'][number];

const columns = definedColumns<BrandRow>(brandEntity, { order: ['imageUrl', 'title', 'productCount'] });

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
      entity={brandEntity}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/brands/${row.id}/edit`}
    />
  );
}
