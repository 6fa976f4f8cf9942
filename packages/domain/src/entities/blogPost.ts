import { publishedPostProblem } from '../rules/blog';
import { BLOG_TAG_LIMIT } from '../rules/metadata';
import { TEXT_LIMITS } from '../rules/text';
import { createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';

/** A post of the storefront's blog: rich text (cleaned by `HTML_ALLOW_LIST`), a draft until published. */
export const blogPostEntity = defineEntity({
  name: 'blogPost',
  noun: 'Blog post',
  plural: 'Blog posts',
  recordType: 'BLOG_POST',
  resource: 'blogPosts',
  table: 'blog_posts',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'CREATED_AT', order: 'DESC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      max: TEXT_LIMITS.postTitle,
      search: true,
      list: { sort: 'TITLE' },
    },
    slug: { kind: 'slug', label: 'Slug', from: 'title', import: { key: true } },
    excerpt: { kind: 'longText', label: 'Excerpt', max: TEXT_LIMITS.excerpt, search: true },
    content: { kind: 'html', label: 'Content', max: TEXT_LIMITS.postContent, history: { format: 'html' } },
    coverImageUrl: {
      kind: 'url',
      label: 'Cover image URL',
      list: { header: '', format: 'image', hidden: true },
      history: { label: 'Cover image' },
    },
    status: {
      kind: 'enum',
      label: 'Status',
      required: true,
      options: [
        { value: 'DRAFT', label: 'Draft' },
        { value: 'PUBLISHED', label: 'Published' },
      ],
      filter: { kind: 'equals', arg: 'status', label: 'Status', any: 'All statuses' },
      list: {},
      history: { format: 'enum' },
    },
    tags: {
      kind: 'tags',
      label: 'Tags',
      max: BLOG_TAG_LIMIT,
      filter: { kind: 'equals', arg: 'tag', label: 'Tag', any: 'Any tag' },
      list: {},
      history: { format: 'list' },
    },
    metadata: metadataField,
    publishedAt: {
      kind: 'date',
      label: 'Published',
      readOnly: true,
      list: { sort: 'PUBLISHED_AT' },
      import: false,
      history: { format: 'date' },
    },
    createdAt: { ...createdAtField, list: { sort: 'CREATED_AT' } },
    updatedAt: { ...updatedAtField, list: false },
  },
  check: (post) => ({ content: publishedPostProblem(post.status, post.content) }),
});
