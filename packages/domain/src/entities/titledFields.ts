import { TEXT_LIMITS } from '../rules/text';
import type { TextFieldDefinition } from './defineEntity';

/** The title of a brand, store, category, carousel or menu. */
export const titleField = {
  kind: 'text',
  label: 'Title',
  required: true,
  max: TEXT_LIMITS.title,
  search: true,
  list: { sort: 'TITLE' },
} as const satisfies TextFieldDefinition;

/** An optional picture by its address (a logo, a category image, a banner). */
export const imageUrlField = {
  kind: 'url',
  label: 'Image URL',
  list: { header: '', format: 'image', hidden: true },
  history: { label: 'Image' },
} as const satisfies TextFieldDefinition;
