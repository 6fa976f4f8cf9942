import {
  definedListFilter,
  definedListOptions,
  storeResource,
  useStoreList,
  type FindStoresQuery,
  type StoreFilter,
} from '@deals/admin-core';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type StoreRow = FindStoresQuery['findStores']['items'][number];

const listOptions = definedListOptions(storeResource.entity, {
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' },
});

const columns = definedColumns<StoreRow>(storeResource.entity, { order: ['title', 'productCount'] });

/** /stores: search, status filter, sort and paging in the URL. */
export function StoreListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const variables = {
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: definedListFilter<StoreFilter>(storeResource.entity, state.filters),
  };
  const list = useStoreList(variables);
  return (
    <EntityListPage
      title="Stores"
      itemLabel="stores"
      itemNoun="store"
      newItem={{ href: '/stores/new', label: 'New store' }}
      entity={storeResource.entity}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/stores/${row.id}/edit`}
    />
  );
}
