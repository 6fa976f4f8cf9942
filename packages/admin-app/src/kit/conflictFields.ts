import type { FormConflict } from '@deals/admin-core';
import type { ConflictReviewField } from '@deals/ui';

/** "imageUrl" → "Image url": a readable name for a field no label was given for. */
const labelOfKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A draft value as a person reads it in the conflict review: text, yes/no, a list, or a nested group line by line. */
export function conflictValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '(empty)';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.map(conflictValueText).join(', ') : '(none)';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A picked reference ({ id, title }) reads as its title.
    if (typeof record.title === 'string' && 'id' in record) return record.title;
    return Object.entries(record)
      .filter(([, entry]) => entry !== null && entry !== undefined && entry !== '')
      .map(([key, entry]) => `${labelOfKey(key)}: ${conflictValueText(entry)}`)
      .join('; ');
  }
  return String(value);
}

/** The controller's differing fields as the review's rows: its label, both values, mine first where the person typed. */
export function conflictReviewFields<Draft extends object>(
  conflict: FormConflict<Draft>,
  labels: Partial<Record<keyof Draft & string, string>> = {},
): ConflictReviewField[] {
  return conflict.fields.map((field) => {
    // A typed password is never shown back, not even to the person who typed it.
    const secret = /password/i.test(field.key);
    return {
      key: field.key,
      label: labels[field.key] ?? labelOfKey(field.key),
      theirs: secret ? '(not shown)' : conflictValueText(field.theirs),
      mine: secret ? '(not shown)' : conflictValueText(field.mine),
      defaultChoice: field.changedByMe ? 'mine' : 'theirs',
    } satisfies ConflictReviewField;
  });
}
