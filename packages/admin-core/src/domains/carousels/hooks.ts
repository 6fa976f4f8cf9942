import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateBannerCarouselDocument,
  CreateProductCarouselDocument,
  DeleteBannerCarouselDocument,
  DeleteProductCarouselDocument,
  FindBannerCarouselByIdDocument,
  FindBannerCarouselsDocument,
  FindProductCarouselByIdDocument,
  FindProductCarouselsDocument,
  UpdateBannerCarouselDocument,
  UpdateProductCarouselDocument,
  type FindBannerCarouselsQueryVariables,
  type FindProductCarouselsQueryVariables,
} from './operations.generated';

export const useBannerCarouselList = (variables: FindBannerCarouselsQueryVariables) =>
  useQueryResult(FindBannerCarouselsDocument, variables, (data) => data.findBannerCarousels);
export const useBannerCarouselById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindBannerCarouselByIdDocument, { id }, (data) => data.findBannerCarouselById, options);
export const useCreateBannerCarousel = () =>
  useEntityMutation(CreateBannerCarouselDocument, { invalidates: ['findBannerCarousels'] });
/** Saving the slides in their new order is the reorder: one write of the whole list. */
export const useUpdateBannerCarousel = () => useEntityMutation(UpdateBannerCarouselDocument);
export const useDeleteBannerCarousel = () =>
  useEntityMutation(DeleteBannerCarouselDocument, {
    invalidates: ['findBannerCarousels'],
    evict: ({ id }) => `BannerCarousel:${id}`,
  });

export const useProductCarouselList = (variables: FindProductCarouselsQueryVariables) =>
  useQueryResult(FindProductCarouselsDocument, variables, (data) => data.findProductCarousels);
export const useProductCarouselById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindProductCarouselByIdDocument, { id }, (data) => data.findProductCarouselById, options);
export const useCreateProductCarousel = () =>
  useEntityMutation(CreateProductCarouselDocument, { invalidates: ['findProductCarousels'] });
export const useUpdateProductCarousel = () => useEntityMutation(UpdateProductCarouselDocument);
export const useDeleteProductCarousel = () =>
  useEntityMutation(DeleteProductCarouselDocument, {
    invalidates: ['findProductCarousels'],
    evict: ({ id }) => `ProductCarousel:${id}`,
  });
