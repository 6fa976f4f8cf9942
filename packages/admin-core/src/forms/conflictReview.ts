/** Per differing field of a conflict, whose value the merge keeps. */
export type ConflictChoice = 'mine' | 'theirs';

/** Who changed a differing field since the person loaded the record: they (`me`), the colleague, or both. */
export type ConflictAuthor = 'me' | 'them' | 'both';

/** A differing field of a conflict, as `FormConflict.fields` holds it. */
export interface ConflictField<Key extends string = string> {
  key: Key;
  theirs: unknown;
  mine: unknown;
  /** The person changed it since loading. */
  changedByMe: boolean;
  /** The colleague's save changed it since the person loaded it. */
  changedByThem: boolean;
}

export function whoChanged(field: Pick<ConflictField, 'changedByMe' | 'changedByThem'>): ConflictAuthor {
  if (field.changedByMe && field.changedByThem) return 'both';
  return field.changedByMe ? 'me' : 'them';
}

/**
 * The side a merge keeps unless the person says otherwise, chosen so that nobody's change is lost without a word:
 * theirs where only the colleague changed the field, mine where only the person did. Where both changed it there is
 * no safe side — either one silently drops someone's value — so the answer is undefined: the person must choose.
 */
export function safeConflictChoice(
  field: Pick<ConflictField, 'changedByMe' | 'changedByThem'>,
): ConflictChoice | undefined {
  const author = whoChanged(field);
  return author === 'both' ? undefined : author === 'me' ? 'mine' : 'theirs';
}

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
    return (
      Object.entries(record)
        // Apollo's bookkeeping (`__typename`) is no value of the person's.
        .filter(([key, entry]) => !key.startsWith('__') && entry !== null && entry !== undefined && entry !== '')
        .map(([key, entry]) => `${labelOfKey(key)}: ${conflictValueText(entry)}`)
        .join('; ')
    );
  }
  return String(value);
}

/**
 * One row of `@deals/ui`'s `ConflictReview`, as plain data (the shape of its `ConflictReviewField`): the field's
 * label, both values as text, who changed it and the safe side chosen at first (none where both did).
 */
export interface ConflictReviewFieldData {
  key: string;
  label: string;
  theirs: string;
  mine: string;
  whoChanged: ConflictAuthor;
  defaultChoice?: ConflictChoice;
}

/** A form's conflict (`form.conflict.fields`) as the review's rows, labelled from `labels` or the field's key. */
export function conflictReviewFields<Key extends string>(
  conflict: { fields: readonly ConflictField<Key>[] },
  labels: Partial<Record<Key, string>> = {},
): ConflictReviewFieldData[] {
  return conflict.fields.map((field) => {
    // A typed password is never shown back, not even to the person who typed it.
    const secret = /password/i.test(field.key);
    const defaultChoice = safeConflictChoice(field);
    return {
      key: field.key,
      label: labels[field.key] ?? labelOfKey(field.key),
      theirs: secret ? '(not shown)' : conflictValueText(field.theirs),
      mine: secret ? '(not shown)' : conflictValueText(field.mine),
      whoChanged: whoChanged(field),
      ...(defaultChoice ? { defaultChoice } : {}),
    };
  });
}
