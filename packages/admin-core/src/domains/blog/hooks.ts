import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  BlogTagsDocument,
  CreateBlogPostDocument,
  DeleteBlogPostDocument,
  FindBlogPostByIdDocument,
  FindBlogPostsDocument,
  UpdateBlogPostDocument,
  type FindBlogPostsQueryVariables,
} from './operations.generated';

const LISTS = ['findBlogPosts', 'blogTags'] as const;

export const useBlogPostList = (variables: FindBlogPostsQueryVariables) =>
  useQueryResult(FindBlogPostsDocument, variables, (data) => data.findBlogPosts);
export const useBlogPostById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindBlogPostByIdDocument, { id }, (data) => data.findBlogPostById, options);
export const useBlogTags = () => useQueryResult(BlogTagsDocument, {}, (data) => data.blogTags);
export const useCreateBlogPost = () => useEntityMutation(CreateBlogPostDocument, { invalidates: LISTS });
export const useUpdateBlogPost = () => useEntityMutation(UpdateBlogPostDocument, { invalidates: ['blogTags'] });
export const useDeleteBlogPost = () =>
  useEntityMutation(DeleteBlogPostDocument, { invalidates: LISTS, evict: ({ id }) => `BlogPost:${id}` });
