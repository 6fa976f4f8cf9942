import { activeField, createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';
import { imageUrlField, titleField } from './titledFields';

/** A maker products are filed under. */
export const brandEntity = defineEntity({
  name: 'brand',
  noun: 'Brand',
  plural: 'Brands',
  recordType: 'BRAND',
  resource: 'brands',
  table: 'brands',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: titleField,
    imageUrl: { ...imageUrlField, history: { label: 'Logo' } },
    active: activeField,
    metadata: metadataField,
    productCount: { kind: 'number', label: 'Products', readOnly: true, list: {}, import: false, history: false },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
