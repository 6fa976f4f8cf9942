import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult } from '../../react/queryHooks';
import {
  CreateUserDocument,
  FindUserByIdDocument,
  FindUsersDocument,
  UpdateUserDocument,
  type FindUsersQueryVariables,
} from './operations.generated';

export const useUserList = (variables: FindUsersQueryVariables) =>
  useQueryResult(FindUsersDocument, variables, (data) => data.findUsers);
export const useUserById = (id: string) => useQueryResult(FindUserByIdDocument, { id }, (data) => data.findUserById);
export const useCreateUser = () => useEntityMutation(CreateUserDocument, { invalidates: ['findUsers'] });
export const useUpdateUser = () => useEntityMutation(UpdateUserDocument);
