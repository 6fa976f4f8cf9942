import { activeField, createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';
import { imageUrlField, titleField } from './titledFields';

/** A place in the catalogue's tree; its path is made from its parents' and its own title. */
export const categoryEntity = defineEntity({
  name: 'category',
  noun: 'Category',
  plural: 'Categories',
  recordType: 'CATEGORY',
  resource: 'categories',
  table: 'categories',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: titleField,
    path: {
      kind: 'text',
      label: 'Path',
      readOnly: true,
      search: true,
      list: { sort: 'TREE' },
      import: false,
      history: false,
    },
    imageUrl: imageUrlField,
    parentId: {
      kind: 'reference',
      label: 'Parent category',
      to: 'category',
      filter: { kind: 'equals', arg: 'parentId', label: 'Parent' },
      list: { header: 'Parent' },
      history: { format: 'reference' },
    },
    active: activeField,
    metadata: metadataField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
