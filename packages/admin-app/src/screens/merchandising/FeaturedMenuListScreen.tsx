import { featuredMenuResource, useFeaturedMenuList, type FindFeaturedMenusQuery } from '@deals/admin-core';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type MenuRow = FindFeaturedMenusQuery['findFeaturedMenus']['items'][number];

const columns = definedColumns<MenuRow>(featuredMenuResource.entity, {
  order: ['title', 'items'],
  overrides: { items: { cell: (row) => row.items.map((item) => item.label).join(' · ') || '—' } },
});

/** /featured-menu: the highlighted links shown in the site's navigation. */
export function FeaturedMenuListScreen() {
  const { state, update, list } = useDefinedList(featuredMenuResource.entity, useFeaturedMenuList);
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
