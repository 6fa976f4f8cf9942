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
  importable: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    // A brand's title is what feeds and products name it by: the key an import finds it with.
    title: { ...titleField, import: { key: true, headers: ['Name', 'Brand', 'Brand name'] } },
    imageUrl: { ...imageUrlField, list: { header: 'Logo', format: 'image' }, history: { label: 'Logo' } },
    active: activeField,
    metadata: metadataField,
    productCount: { kind: 'number', label: 'Products', readOnly: true, list: {}, import: false, history: false },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
