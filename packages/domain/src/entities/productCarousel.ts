import { LIST_LIMITS } from '../rules/merchandising';
import { activeField, createdAtField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';
import { placementField } from './placements';
import { titleField } from './titledFields';

/** Chosen products, in order, at a placement of the storefront. */
export const productCarouselEntity = defineEntity({
  name: 'productCarousel',
  noun: 'Product carousel',
  plural: 'Product carousels',
  recordType: 'PRODUCT_CAROUSEL',
  resource: 'productCarousels',
  table: 'product_carousels',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: titleField,
    placement: placementField,
    active: activeField,
    productIds: {
      kind: 'referenceList',
      label: 'Products',
      to: 'product',
      noun: 'product',
      min: 1,
      max: LIST_LIMITS.carouselProducts,
      list: {},
      history: { format: 'list' },
    },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
