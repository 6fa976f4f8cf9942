import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateSaleDocument,
  DeleteSaleDocument,
  FindSaleBySlugDocument,
  FindSalesDocument,
  UpdateSaleDocument,
  type FindSalesQueryVariables,
} from './operations.generated';

export const useSaleList = (variables: FindSalesQueryVariables) =>
  useQueryResult(FindSalesDocument, variables, (data) => data.findSales);
export const useSaleBySlug = (slug: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindSaleBySlugDocument, { slug }, (data) => data.findSaleBySlug, options);
export const useCreateSale = () => useEntityMutation(CreateSaleDocument, { invalidates: ['findSales'] });
export const useUpdateSale = () => useEntityMutation(UpdateSaleDocument);
export const useDeleteSale = () =>
  useEntityMutation(DeleteSaleDocument, { invalidates: ['findSales'], evict: ({ slug }) => `Sale:{"slug":"${slug}"}` });
