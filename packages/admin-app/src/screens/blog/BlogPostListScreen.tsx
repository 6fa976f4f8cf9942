import { blogPostResource, useBlogPostList, useBlogTags, type FindBlogPostsQuery, withFilter } from '@deals/admin-core';
import { Select } from '@deals/ui';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { dateFormat, listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';
import { isPostStatus, PostStatusBadge, postStatusLabels } from './postStatus';

type PostRow = FindBlogPostsQuery['findBlogPosts']['items'][number];

const listOptions = {
  filters: ['status', 'tag'],
  sortFields: ['TITLE', 'CREATED_AT', 'PUBLISHED_AT'],
  defaultSort: { field: 'CREATED_AT', order: 'DESC' as const },
};

const columns = definedColumns<PostRow>(blogPostResource.entity, {
  order: ['title', 'status', 'tags', 'author'],
  overrides: {
    status: { cell: (row) => <PostStatusBadge status={row.status} /> },
    publishedAt: { cell: (row) => (row.publishedAt ? dateFormat.format(new Date(row.publishedAt)) : 'Not yet') },
  },
  extra: { author: { id: 'author', header: 'Author', cell: (row) => row.author?.name ?? '—' } },
});

/** /blog: posts with their status, tags and author; search, status and tag filters and sort in the URL. */
export function BlogPostListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const status = state.filters.status?.[0];
  const tag = state.filters.tag?.[0];
  const variables = {
    ...listVariables<'TITLE'>(state, appConfig.pageSize),
    filter: { status: isPostStatus(status) ? status : undefined, tag },
  };
  const list = useBlogPostList(variables);
  const tags = useBlogTags();
  const tagOptions = tags.status === 'success' ? tags.data.map((name) => ({ id: name, label: name })) : [];
  return (
    <EntityListPage
      title="Blog"
      itemLabel="posts"
      itemNoun="post"
      newItem={{ href: '/blog/new', label: 'New post' }}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      activeFilter={false}
      filters={
        <>
          <Select
            label="Status"
            options={[
              { id: 'all', label: 'All statuses' },
              ...Object.entries(postStatusLabels).map(([id, label]) => ({ id, label })),
            ]}
            selectedKey={isPostStatus(status) ? status : 'all'}
            onSelectionChange={(key) =>
              update({ filters: withFilter(state.filters, 'status', key === 'all' ? null : String(key)) })
            }
          />
          <Select
            label="Tag"
            options={[{ id: 'all', label: 'Any tag' }, ...tagOptions]}
            selectedKey={tag && tagOptions.some((option) => option.id === tag) ? tag : 'all'}
            onSelectionChange={(key) =>
              update({ filters: withFilter(state.filters, 'tag', key === 'all' ? null : String(key)) })
            }
          />
        </>
      }
      rowHref={(row) => `/blog/${row.id}/edit`}
    />
  );
}
