import { storeResource, useStoreList, type FindStoresQuery } from '@deals/admin-core';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type StoreRow = FindStoresQuery['findStores']['items'][number];

const columns = definedColumns<StoreRow>(storeResource.entity, { order: ['title', 'productCount'] });

/** /stores: search, status filter, sort and paging in the URL. */
export function StoreListScreen() {
  const { state, update, variables, list } = useDefinedList(storeResource.entity, useStoreList);
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
