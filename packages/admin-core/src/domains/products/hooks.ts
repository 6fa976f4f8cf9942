import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  BulkDeleteProductsDocument,
  BulkUpdateProductsDocument,
  CreateProductDocument,
  DeleteProductDocument,
  FindProductByIdDocument,
  FindProductsDocument,
  UpdateProductDocument,
  type FindProductsQueryVariables,
} from './operations.generated';

const LISTS = ['findProducts', 'dashboardStats'] as const;

export const useProductList = (variables: FindProductsQueryVariables) =>
  useQueryResult(FindProductsDocument, variables, (data) => data.findProducts);
export const useProductById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindProductByIdDocument, { id }, (data) => data.findProductById, options);
export const useCreateProduct = () => useEntityMutation(CreateProductDocument, { invalidates: LISTS });
export const useUpdateProduct = () => useEntityMutation(UpdateProductDocument);
export const useDeleteProduct = () =>
  useEntityMutation(DeleteProductDocument, { invalidates: LISTS, evict: ({ id }) => `Product:${id}` });
export const useBulkUpdateProducts = () => useEntityMutation(BulkUpdateProductsDocument, { invalidates: LISTS });
export const useBulkDeleteProducts = () => useEntityMutation(BulkDeleteProductsDocument, { invalidates: LISTS });
