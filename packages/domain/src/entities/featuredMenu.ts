import { LIST_LIMITS, menuItemProblems } from '../rules/merchandising';
import { TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, updatedAtField } from './commonFields';
import { defineEntity, type FieldRule } from './defineEntity';
import { titleField } from './titledFields';

const itemRule =
  (part: 'label' | 'url' | 'imageUrl'): FieldRule =>
  (_, { record }) =>
    menuItemProblems(record as Parameters<typeof menuItemProblems>[0])[part] ?? null;

/** A menu of links with pictures, featured on the storefront. */
export const featuredMenuEntity = defineEntity({
  name: 'featuredMenu',
  noun: 'Featured menu',
  plural: 'Featured menus',
  recordType: 'FEATURED_MENU',
  resource: 'featuredMenus',
  table: 'featured_menus',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: titleField,
    active: activeField,
    items: {
      kind: 'list',
      label: 'Items',
      noun: 'item',
      min: 1,
      max: LIST_LIMITS.menuItems,
      list: {},
      history: { format: 'list' },
      // One item's rules are `menuItemProblems` (also exported on their own); each field reads its part.
      item: {
        label: { kind: 'text', label: 'Label', required: true, max: TEXT_LIMITS.menuLabel, rule: itemRule('label') },
        url: { kind: 'url', label: 'Link', required: true, rule: itemRule('url') },
        imageUrl: { kind: 'url', label: 'Image URL', rule: itemRule('imageUrl') },
      },
    },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
