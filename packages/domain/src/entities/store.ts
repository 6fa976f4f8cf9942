import { activeField, createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';
import { titleField } from './titledFields';

/** A shop deals link to. Stores are deactivated, never deleted (spec §7). */
export const storeEntity = defineEntity({
  name: 'store',
  noun: 'Store',
  plural: 'Stores',
  recordType: 'STORE',
  resource: 'stores',
  table: 'stores',
  titleField: 'title',
  versioned: true,
  importable: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update'],
  fields: {
    // A store's title is what feeds and products name it by: the key an import finds it with.
    title: { ...titleField, import: { key: true, headers: ['Name', 'Store', 'Store name', 'Shop', 'Merchant'] } },
    active: activeField,
    metadata: metadataField,
    productCount: { kind: 'number', label: 'Products', readOnly: true, list: {}, import: false, history: false },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
