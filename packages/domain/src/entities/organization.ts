import { TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';

/** A partner company of the catalogue. */
export const organizationEntity = defineEntity({
  name: 'organization',
  noun: 'Organization',
  plural: 'Organizations',
  recordType: 'ORGANIZATION',
  resource: 'organizations',
  table: 'organizations',
  titleField: 'name',
  versioned: true,
  defaultSort: { field: 'NAME', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      max: TEXT_LIMITS.name,
      search: true,
      list: { sort: 'NAME' },
    },
    slug: { kind: 'slug', label: 'Slug', required: true, search: true, import: { key: true } },
    logoUrl: {
      kind: 'url',
      label: 'Logo URL',
      list: { header: '', format: 'image', hidden: true },
      history: { label: 'Logo' },
    },
    website: { kind: 'url', label: 'Website', list: {} },
    contactEmail: { kind: 'email', label: 'Contact email', normalize: ['lowercase'], list: { header: 'Contact' } },
    active: activeField,
    createdAt: createdAtField,
    // Shown, but the API does not sort organizations by it.
    updatedAt: { ...updatedAtField, list: { header: 'Updated' } },
  },
});
