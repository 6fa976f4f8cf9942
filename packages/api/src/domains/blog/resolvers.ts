import { BLOG_TAG_LIMIT, publishedPostProblem, TEXT_LIMITS, slugFromTitle } from '@deals/admin-core/rules';
import type { BlogPostInput, Resolvers } from '../../graphql/resolvers.generated';
import { metadataFrom, metadataOf } from '../../validation/metadata';
import { optionalText, optionalUrl, refuse, requiredSlug, requiredText, tags } from '../../validation/rules';
import { blogRepository, type BlogPostWrite } from './repository';
import { sanitizePostHtml } from './sanitizeHtml';
import { deleteResult } from '../listQuery';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';

export function postWriteFrom(input: BlogPostInput): BlogPostWrite {
  const title = requiredText(input.title, 'title', 'Title', TEXT_LIMITS.postTitle);
  refuse(publishedPostProblem(input.status, input.content), 'content');
  return {
    title,
    slug: requiredSlug(input.slug?.trim() ? input.slug : slugFromTitle(title), 'slug'),
    excerpt: optionalText(input.excerpt, 'excerpt', 'Excerpt', TEXT_LIMITS.excerpt),
    content: sanitizePostHtml(optionalText(input.content, 'content', 'Content', TEXT_LIMITS.postContent)),
    coverImageUrl: optionalUrl(input.coverImageUrl, 'coverImageUrl', 'Cover image URL'),
    status: input.status,
    tags: tags(input.tags, 'tags', 'Tags', BLOG_TAG_LIMIT),
    metadata: metadataFrom(input.metadata),
  };
}

/** A post created straight as published is recorded as a publish. */
function createAction(write: BlogPostWrite) {
  return write.status === 'PUBLISHED' ? 'PUBLISH' : 'CREATE';
}

export const blogResolvers: Resolvers = {
  Query: {
    findBlogPosts: (_, args, { db }) => blogRepository.list(db, args),
    findBlogPostById: (_, { id }, { db }) => blogRepository.byId(db, id),
    blogTags: (_, __, { db }) => blogRepository.tags(db),
  },
  Mutation: {
    async createBlogPost(_, { input }, ctx) {
      const me = await ctx.currentUser();
      const write = postWriteFrom(input);
      return recordedCreate(ctx, 'BLOG_POST', (tx) => blogRepository.create(tx, write, me.id), createAction(write));
    },
    async updateBlogPost(_, { id, input, expectedVersion }, ctx) {
      const write = postWriteFrom(input);
      const wasPublished = (await blogRepository.byId(ctx.db, id)).status === 'PUBLISHED';
      return recordedUpdate(ctx, {
        type: 'BLOG_POST',
        id,
        expectedVersion,
        // Publishing is the change people look for in a post's history, so it is named as such.
        action: !wasPublished && write.status === 'PUBLISHED' ? 'PUBLISH' : 'UPDATE',
        write: (tx) => blogRepository.update(tx, id, write),
      });
    },
    async deleteBlogPost(_, { id }, ctx) {
      const deleted = await recordedDelete(ctx, {
        type: 'BLOG_POST',
        id,
        remove: (tx) => blogRepository.remove(tx, id),
      });
      return deleteResult(deleted, 'Blog post', id);
    },
  },
  BlogPost: {
    metadata: (post) => metadataOf(post.metadata),
    author: (post) => (post.authorId ? { id: post.authorId, name: post.authorName ?? '' } : null),
    updatedBy,
  },
};
