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
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update'],
  fields: {
    title: titleField,
    active: activeField,
    metadata: metadataField,
    productCount: { kind: 'number', label: 'Products', readOnly: true, list: {}, import: false, history: false },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
