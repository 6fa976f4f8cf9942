import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateUserDocument,
  FindUserByIdDocument,
  FindUsersDocument,
  UpdateUserDocument,
  type FindUsersQueryVariables,
} from './operations.generated';

export const useUserList = (variables: FindUsersQueryVariables) =>
  useQueryResult(FindUsersDocument, variables, (data) => data.findUsers);
export const useUserById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindUserByIdDocument, { id }, (data) => data.findUserById, options);
export const useCreateUser = () => useEntityMutation(CreateUserDocument, { invalidates: ['findUsers'] });
export const useUpdateUser = () => useEntityMutation(UpdateUserDocument);
