import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateStoreDocument,
  FindStoreByIdDocument,
  FindStoresDocument,
  UpdateStoreDocument,
  type FindStoresQueryVariables,
} from './operations.generated';

export const useStoreList = (variables: FindStoresQueryVariables) =>
  useQueryResult(FindStoresDocument, variables, (data) => data.findStores);
export const useStoreById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindStoreByIdDocument, { id }, (data) => data.findStoreById, options);
export const useCreateStore = () => useEntityMutation(CreateStoreDocument, { invalidates: ['findStores'] });
export const useUpdateStore = () => useEntityMutation(UpdateStoreDocument);
