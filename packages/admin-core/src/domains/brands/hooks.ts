import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateBrandDocument,
  DeleteBrandDocument,
  FindBrandByIdDocument,
  FindBrandsDocument,
  UpdateBrandDocument,
  type FindBrandsQueryVariables,
} from './operations.generated';

const LISTS = ['findBrands'] as const;

export const useBrandList = (variables: FindBrandsQueryVariables) =>
  useQueryResult(FindBrandsDocument, variables, (data) => data.findBrands);
export const useBrandById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindBrandByIdDocument, { id }, (data) => data.findBrandById, options);
export const useCreateBrand = () => useEntityMutation(CreateBrandDocument, { invalidates: LISTS });
export const useUpdateBrand = () => useEntityMutation(UpdateBrandDocument);
export const useDeleteBrand = () =>
  useEntityMutation(DeleteBrandDocument, { invalidates: LISTS, evict: ({ id }) => `Brand:${id}` });
