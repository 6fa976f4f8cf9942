import { useCategoryList, type FindCategoriesQuery } from '@deals/admin-core';
import { formatNumber, LinkButton, StatusPill, type DataTableColumn } from '@deals/ui';
import { FolderTree } from 'lucide-react';
import { appConfig } from '../../config';
import { activeFromUrl } from '../../kit/activeFilter';
import { Allowed } from '../../kit/Allowed';
import { EntityListPage } from '../../kit/EntityListPage';
import { dateFormat, listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type CategoryRow = FindCategoriesQuery['findCategories']['items'][number];

const listOptions = {
  filters: ['active'],
  sortFields: ['TITLE', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'TITLE', order: 'ASC' as const },
};

const columns: DataTableColumn<CategoryRow>[] = [
  { id: 'TITLE', header: 'Title', cell: (row) => row.title, sortable: true, isRowHeader: true },
  { id: 'PATH', header: 'Path', cell: (row) => row.path },
  { id: 'productCount', header: 'Products', cell: (row) => formatNumber(row.productCount) },
  { id: 'active', header: 'Status', cell: (row) => <StatusPill active={row.active} /> },
  { id: 'UPDATED_AT', header: 'Updated', cell: (row) => dateFormat.format(new Date(row.updatedAt)), sortable: true },
];

/** /categories: every level of the tree with its path; search, status, sort and paging in the URL. */
export function CategoryListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const list = useCategoryList({
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: { active: activeFromUrl(state.filters.active) },
  });
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
      columns={columns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/categories/${row.id}/edit`}
    />
  );
}
