import type { BlogPostInput, Resolvers } from '../../graphql/resolvers.generated';
import { metadataFrom, metadataOf } from '../../validation/metadata';
import { optionalText, optionalUrl, requiredSlug, requiredText, slugify, tags } from '../../validation/rules';
import { blogRepository, type BlogPostWrite } from './repository';
import { sanitizePostHtml } from './sanitizeHtml';
import { deleteResult } from '../listQuery';

function postWriteFrom(input: BlogPostInput): BlogPostWrite {
  const title = requiredText(input.title, 'title', 'Title', 200);
  return {
    title,
    slug: requiredSlug(input.slug?.trim() ? input.slug : slugify(title), 'slug'),
    excerpt: optionalText(input.excerpt, 'excerpt', 'Excerpt', 500),
    content: sanitizePostHtml(optionalText(input.content, 'content', 'Content', 200_000)),
    coverImageUrl: optionalUrl(input.coverImageUrl, 'coverImageUrl', 'Cover image URL'),
    status: input.status,
    tags: tags(input.tags, 'tags', 'Tags', 12),
    metadata: metadataFrom(input.metadata),
  };
}

export const blogResolvers: Resolvers = {
  Query: {
    findBlogPosts: (_, args, { db }) => blogRepository.list(db, args),
    findBlogPostById: (_, { id }, { db }) => blogRepository.byId(db, id),
    blogTags: (_, __, { db }) => blogRepository.tags(db),
  },
  Mutation: {
    async createBlogPost(_, { input }, { db, currentUser }) {
      const me = await currentUser();
      return blogRepository.create(db, postWriteFrom(input), me.id);
    },
    updateBlogPost: (_, { id, input }, { db }) => blogRepository.update(db, id, postWriteFrom(input)),
    async deleteBlogPost(_, { id }, { db }) {
      return deleteResult(await blogRepository.remove(db, id), 'Blog post', id);
    },
  },
  BlogPost: {
    metadata: (post) => metadataOf(post.metadata),
    author: (post) => (post.authorId ? { id: post.authorId, name: post.authorName ?? '' } : null),
  },
};
