import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateOrganizationDocument,
  DeleteOrganizationDocument,
  FindOrganizationByIdDocument,
  FindOrganizationsDocument,
  UpdateOrganizationDocument,
  type FindOrganizationsQueryVariables,
} from './operations.generated';

const LISTS = ['findOrganizations'] as const;

export const useOrganizationList = (variables: FindOrganizationsQueryVariables) =>
  useQueryResult(FindOrganizationsDocument, variables, (data) => data.findOrganizations);
export const useOrganizationById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindOrganizationByIdDocument, { id }, (data) => data.findOrganizationById, options);
export const useCreateOrganization = () => useEntityMutation(CreateOrganizationDocument, { invalidates: LISTS });
export const useUpdateOrganization = () => useEntityMutation(UpdateOrganizationDocument);
export const useDeleteOrganization = () =>
  useEntityMutation(DeleteOrganizationDocument, { invalidates: LISTS, evict: ({ id }) => `Organization:${id}` });
