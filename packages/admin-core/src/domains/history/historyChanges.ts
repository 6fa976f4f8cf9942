import { entityByRecordType, type RecordType } from '@deals/domain/entities';
import type { HistoryAction } from '../../graphql/types.generated';
import type { HistoryEntryFieldsFragment } from './operations.generated';

/** One field's change: its value before and after (null before a create and after a delete). */
export interface HistoryFieldDiff {
  before: unknown;
  after: unknown;
}

/**
 * A history entry's `changes` (the schema's `JSON!`): each field the change altered, by its GraphQL name, with its
 * value before and after — every field for a create or a delete, bookkeeping (`id`, `version`, `updatedAt`…) left
 * out. A nested object (`metadata`) is one field whose `before` and `after` are objects.
 */
export type HistoryChanges = Record<string, HistoryFieldDiff>;

/** One change of one record, as the history hooks answer it. */
export type HistoryEntry = Omit<HistoryEntryFieldsFragment, 'changes'> & { changes: HistoryChanges };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's `changes` JSON as typed changes; anything not shaped `{ field: { before, after } }` becomes `after`. */
export function historyChangesOf(changes: unknown): HistoryChanges {
  if (!isPlainObject(changes)) return {};
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      isPlainObject(change) && ('before' in change || 'after' in change)
        ? { before: change.before ?? null, after: change.after ?? null }
        : { before: null, after: change },
    ]),
  );
}

/** An entry of a history query with its `changes` typed. */
export const historyEntryOf = (entry: HistoryEntryFieldsFragment): HistoryEntry => ({
  ...entry,
  changes: historyChangesOf(entry.changes),
});

/** The tones `@deals/ui`'s `Badge` takes, for an entry's kind of change. */
export type HistoryActionTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** How each kind of change reads in a timeline: "Updated", in a tone. */
export const historyActions: Readonly<Record<HistoryAction, { label: string; tone: HistoryActionTone }>> = {
  IMPORT: { label: 'Imported', tone: 'primary' },
  CREATE: { label: 'Created', tone: 'success' },
  UPDATE: { label: 'Updated', tone: 'info' },
  DELETE: { label: 'Deleted', tone: 'danger' },
  MOVE: { label: 'Moved', tone: 'info' },
  BULK_UPDATE: { label: 'Bulk updated', tone: 'info' },
  BULK_DELETE: { label: 'Bulk deleted', tone: 'danger' },
  PUBLISH: { label: 'Published', tone: 'primary' },
  MAKE_LIVE: { label: 'Made live', tone: 'primary' },
  RUN_NOW: { label: 'Run now', tone: 'neutral' },
  RESTORE: { label: 'Restored', tone: 'warning' },
};

const WORDS: Record<string, string> = { url: 'URL', id: 'ID', ids: 'IDs', seo: 'SEO' };

/** A field path as a person reads it: "imageUrl" → "Image URL", "metadata.title" → "Metadata title". */
export function historyFieldLabel(path: string): string {
  const text = path
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line of a timeline entry's diff: the plain shape of `@deals/ui`'s `HistoryFieldChange`. */
export interface HistoryChangeLine {
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * A field's name in the history of a kind of record: the definition's history label or field label ("Coupon code",
 * "Logo" for a brand's image), else the key read as words.
 */
function definedLabel(recordType: RecordType | undefined, field: string): string {
  const definition = recordType ? entityByRecordType(recordType)?.fields[field] : undefined;
  if (!definition || definition.history === false) return historyFieldLabel(field);
  return definition.history?.label ?? definition.label;
}

/** An entry's changes as diff lines; a nested object (metadata) becomes one line per inner field that differs. */
export function historyChangeLines(changes: HistoryChanges, recordType?: RecordType): HistoryChangeLine[] {
  return Object.entries(changes).flatMap(([field, { before, after }]) => {
    if (!isPlainObject(before) && !isPlainObject(after))
      return [{ label: definedLabel(recordType, field), before, after }];
    const was = isPlainObject(before) ? before : {};
    const now = isPlainObject(after) ? after : {};
    return Object.keys({ ...was, ...now })
      .filter((key) => !key.startsWith('__') && JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => ({
        label: historyFieldLabel(`${field}.${key}`),
        before: was[key] ?? null,
        after: now[key] ?? null,
      }));
  });
}

/**
 * One entry as `@deals/ui`'s `HistoryTimeline` shows it: a plain object of its `HistoryTimelineEntry` shape (this
 * package draws nothing), to which a screen adds a `subject` or `actions` of its own.
 */
export interface HistoryTimelineEntryData {
  id: string;
  who: string;
  when: string;
  actionLabel: string;
  actionTone: HistoryActionTone;
  changes: HistoryChangeLine[];
}

export function historyTimelineEntry(entry: HistoryEntry): HistoryTimelineEntryData {
  const action = historyActions[entry.action];
  return {
    id: entry.id,
    who: entry.userName,
    when: entry.occurredAt,
    actionLabel: action.label,
    actionTone: action.tone,
    changes: historyChangeLines(entry.changes, entry.recordType as RecordType),
  };
}
