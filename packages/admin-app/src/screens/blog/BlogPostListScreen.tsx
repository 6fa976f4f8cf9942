import { blogPostResource, useBlogPostList, useBlogTags, type FindBlogPostsQuery } from '@deals/admin-core';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { dateFormat } from '../../kit/listTable';
import { useDefinedList } from '../../kit/list/useDefinedList';
import { PostStatusBadge } from './postStatus';

type PostRow = FindBlogPostsQuery['findBlogPosts']['items'][number];

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
  const { state, update, variables, list } = useDefinedList(blogPostResource.entity, useBlogPostList);
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
      entity={blogPostResource.entity}
      // The tags are the ones posts use, loaded from the API.
      filterOverrides={{ tag: { options: tagOptions } }}
      rowHref={(row) => `/blog/${row.id}/edit`}
    />
  );
}
