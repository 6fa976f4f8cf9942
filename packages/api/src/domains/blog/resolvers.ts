import { blogPostEntity } from '@deals/domain/entities';
import { metadataOf } from '@deals/domain/rules';
import type { BlogPostInput, Resolvers } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { blogRepository, type BlogPostWrite } from './repository';
import { sanitizePostHtml } from './sanitizeHtml';
import { deleteResult } from '../listQuery';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';

/** The post's definition checks the input (the form checks the same); the HTML is then cleaned by the allow-list. */
export function postWriteFrom(input: BlogPostInput): BlogPostWrite {
  const write = entityWriteFrom(blogPostEntity, input);
  return { ...write, content: sanitizePostHtml(write.content) };
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
