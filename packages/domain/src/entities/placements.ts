import type { EnumFieldDefinition } from './defineEntity';

/** Where on the storefront a carousel shows. */
export const placementField = {
  kind: 'enum',
  label: 'Placement',
  required: true,
  options: [
    { value: 'HOME_HERO', label: 'Home page, hero' },
    { value: 'HOME_SECONDARY', label: 'Home page, below the hero' },
    { value: 'CATEGORY_TOP', label: 'Top of category pages' },
    { value: 'DEALS_TOP', label: 'Top of the deals page' },
    { value: 'SIDEBAR', label: 'Sidebar' },
  ],
  filter: { kind: 'equals', arg: 'placement', label: 'Placement', any: 'Anywhere' },
  list: {},
  history: { format: 'enum' },
} as const satisfies EnumFieldDefinition;
