import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  ActivatePageLayoutDocument,
  CreatePageLayoutDocument,
  FindPageLayoutByIdDocument,
  FindPageLayoutsDocument,
  type FindPageLayoutsQueryVariables,
} from './operations.generated';

/** A new or re-activated layout deactivates the page's previous one: the version list is refetched. */
const LISTS = ['findPageLayouts'] as const;

export const usePageLayoutList = (variables: FindPageLayoutsQueryVariables) =>
  useQueryResult(FindPageLayoutsDocument, variables, (data) => data.findPageLayouts);
export const usePageLayoutById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindPageLayoutByIdDocument, { id }, (data) => data.findPageLayoutById, options);
export const useCreatePageLayout = () => useEntityMutation(CreatePageLayoutDocument, { invalidates: LISTS });
export const useActivatePageLayout = () => useEntityMutation(ActivatePageLayoutDocument, { invalidates: LISTS });
