import type { BooleanFieldDefinition, DateFieldDefinition, MetadataFieldDefinition } from './defineEntity';

// Fields most entities share, written once. Each entity still lists them in its `fields`, in its form order.

/** Live on the storefront (or, for people, allowed to sign in). */
export const activeField = {
  kind: 'boolean',
  label: 'Active',
  default: true,
  // The status every catalogue list offers first.
  filter: { kind: 'equals', arg: 'active', label: 'Status', any: 'All statuses', yes: 'Active', no: 'Inactive' },
  list: { header: 'Status', format: 'status' },
} as const satisfies BooleanFieldDefinition;

/** SEO metadata: title, description, keywords, content, each with its own limit. */
export const metadataField = {
  kind: 'metadata',
  label: 'SEO',
  list: false,
  import: false,
  history: { format: 'group' },
} as const satisfies MetadataFieldDefinition;

export const createdAtField = {
  kind: 'date',
  label: 'Created',
  readOnly: true,
  // Most lists sort by it without showing it.
  list: { sort: 'CREATED_AT', hidden: true },
  import: false,
  history: false,
} as const satisfies DateFieldDefinition;

export const updatedAtField = {
  kind: 'date',
  label: 'Last updated',
  readOnly: true,
  list: { header: 'Updated', sort: 'UPDATED_AT' },
  import: false,
  history: false,
} as const satisfies DateFieldDefinition;
