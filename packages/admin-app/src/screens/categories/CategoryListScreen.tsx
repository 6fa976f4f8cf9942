import {
  definedListOptions,
  categoryResource,
  useCategoryList,
  type FindCategoriesQuery,
  type ListState,
} from '@deals/admin-core';
import { formatNumber, LinkButton, TreeLabel } from '@deals/ui';
import { FolderTree } from 'lucide-react';
import { Allowed } from '../../kit/Allowed';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type CategoryRow = FindCategoriesQuery['findCategories']['items'][number];

// The Title column sorts in tree order: ascending is the tree as it reads (parents right before their children,
// siblings A–Z by path), so no flat A–Z of paths hides the hierarchy.
const listOptions = definedListOptions(categoryResource.entity, {
  sortFields: ['TREE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TREE', order: 'ASC' },
});

const isTreeOrder = (state: ListState) => state.sort?.field === 'TREE' && state.sort.order === 'ASC';

const columnsFor = (treeOrder: boolean) =>
  definedColumns<CategoryRow>(categoryResource.entity, {
    order: ['title', 'path', 'productCount'],
    overrides: {
      // The tree order the API reads from the path is the Title column's; the path itself is shown, not sorted.
      title: {
        id: 'TREE',
        sortable: true,
        // Indented only while the rows are in tree order; sorted by date the depth would mislead.
        cell: (row) => <TreeLabel depth={treeOrder ? row.depth : 0}>{row.title}</TreeLabel>,
      },
      // The whole path still says where a search result sits, when its parents are not among the matches.
      path: { id: 'PATH', sortable: false },
    },
    // Counts include every subcategory's products (the API counts the subtree).
    extra: { productCount: { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) } },
  });

/** /categories: the whole tree, each level indented under its parent; search, status, sort and paging in the URL. */
export function CategoryListScreen() {
  const { state, update, variables, list } = useDefinedList(categoryResource.entity, useCategoryList, listOptions);
  return (
    <EntityListPage
      title="Categories"
      itemLabel="categories"
      itemNoun="category"
      newItem={{ href: '/categories/new', label: 'New category' }}
      headerActions={
        <Allowed action="update" resource="categories">
          <LinkButton variant="secondary" href="/categories/move-categories" icon={<FolderTree size={16} />}>
            Move categories
          </LinkButton>
        </Allowed>
      }
      entity={categoryResource.entity}
      columns={columnsFor(isTreeOrder(state))}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/categories/${row.id}/edit`}
    />
  );
}
