import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateFeaturedMenuDocument,
  DeleteFeaturedMenuDocument,
  FindFeaturedMenuByIdDocument,
  FindFeaturedMenusDocument,
  UpdateFeaturedMenuDocument,
  type FindFeaturedMenusQueryVariables,
} from './operations.generated';

export const useFeaturedMenuList = (variables: FindFeaturedMenusQueryVariables) =>
  useQueryResult(FindFeaturedMenusDocument, variables, (data) => data.findFeaturedMenus);
export const useFeaturedMenuById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindFeaturedMenuByIdDocument, { id }, (data) => data.findFeaturedMenuById, options);
export const useCreateFeaturedMenu = () =>
  useEntityMutation(CreateFeaturedMenuDocument, { invalidates: ['findFeaturedMenus'] });
export const useUpdateFeaturedMenu = () => useEntityMutation(UpdateFeaturedMenuDocument);
export const useDeleteFeaturedMenu = () =>
  useEntityMutation(DeleteFeaturedMenuDocument, {
    invalidates: ['findFeaturedMenus'],
    evict: ({ id }) => `FeaturedMenu:${id}`,
  });
