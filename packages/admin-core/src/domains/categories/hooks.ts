import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CategoryTreeDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  FindCategoriesDocument,
  FindCategoryByIdDocument,
  MoveCategoriesDocument,
  UpdateCategoryDocument,
  type FindCategoriesQueryVariables,
} from './operations.generated';

/** Any change to the tree's shape (create, rename, move, delete) re-paths categories: lists and the tree go stale. */
const LISTS = ['findCategories', 'categoryTree'] as const;

export const useCategoryList = (variables: FindCategoriesQueryVariables) =>
  useQueryResult(FindCategoriesDocument, variables, (data) => data.findCategories);
export const useCategoryById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindCategoryByIdDocument, { id }, (data) => data.findCategoryById, options);
export const useCategoryTree = () => useQueryResult(CategoryTreeDocument, {}, (data) => data.categoryTree);
export const useCreateCategory = () => useEntityMutation(CreateCategoryDocument, { invalidates: LISTS });
export const useUpdateCategory = () => useEntityMutation(UpdateCategoryDocument, { invalidates: LISTS });
export const useDeleteCategory = () =>
  useEntityMutation(DeleteCategoryDocument, { invalidates: LISTS, evict: ({ id }) => `Category:${id}` });
export const useMoveCategories = () => useEntityMutation(MoveCategoriesDocument, { invalidates: LISTS });
