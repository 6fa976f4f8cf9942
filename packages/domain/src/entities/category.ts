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
  feedName: 'path',
  versioned: true,
  importable: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: { ...titleField, import: { headers: ['Name', 'Category', 'Category name'] } },
    path: {
      kind: 'text',
      label: 'Path',
      readOnly: true,
      search: true,
      list: { sort: 'TREE' },
      // Made from the parent's path and the title; a feed row finds its category by it.
      import: { key: true },
      history: false,
    },
    imageUrl: imageUrlField,
    parentId: {
      kind: 'reference',
      label: 'Parent category',
      to: 'category',
      // The tree order already groups children under their parent.
      filter: { kind: 'equals', arg: 'parentId', label: 'Parent', list: false },
      // The path already says where a category sits.
      list: { header: 'Parent', hidden: true },
      import: { headers: ['Parent', 'Parent path'] },
      history: { format: 'reference' },
    },
    active: activeField,
    metadata: metadataField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
