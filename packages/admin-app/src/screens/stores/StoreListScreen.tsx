import { definedListOptions, storeResource, useStoreList, type FindStoresQuery } from '@deals/admin-core';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type StoreRow = FindStoresQuery['findStores']['items'][number];

const listOptions = definedListOptions(storeResource.entity, {
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' },
});

const columns = definedColumns<StoreRow>(storeResource.entity, { order: ['title', 'productCount'] });

/** /stores: search, status filter, sort and paging in the URL. */
export function StoreListScreen() {
  const { state, update, variables, list } = useDefinedList(storeResource.entity, listOptions, useStoreList);
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
