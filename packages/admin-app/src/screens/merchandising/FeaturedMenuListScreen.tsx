import {
  definedListFilter,
  definedListOptions,
  featuredMenuResource,
  useFeaturedMenuList,
  type FindFeaturedMenusQuery,
  type MerchandisingFilter,
} from '@deals/admin-core';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type MenuRow = FindFeaturedMenusQuery['findFeaturedMenus']['items'][number];

const listOptions = definedListOptions(featuredMenuResource.entity, {
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' },
});

const columns = definedColumns<MenuRow>(featuredMenuResource.entity, {
  order: ['title', 'items'],
  overrides: { items: { cell: (row) => row.items.map((item) => item.label).join(' · ') || '—' } },
});

/** /featured-menu: the highlighted links shown in the site's navigation. */
export function FeaturedMenuListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const list = useFeaturedMenuList({
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: definedListFilter<MerchandisingFilter>(featuredMenuResource.entity, state.filters),
  });
  return (
    <EntityListPage
      title="Featured menus"
      itemLabel="menus"
      itemNoun="menu"
      newItem={{ href: '/featured-menu/new', label: 'New menu' }}
      entity={featuredMenuResource.entity}
      columns={columns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/featured-menu/${row.id}/edit`}
    />
  );
}
