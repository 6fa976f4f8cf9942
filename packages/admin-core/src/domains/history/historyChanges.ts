import type { HistoryAction, HistoryBatchKind } from '../../graphql/types.generated';
import { describeHistoryChanges, type DescribableChanges, type HistoryListItem } from './describeChanges';
import type { CountNouns } from './historyFormats';
import type { HistoryEntryFieldsFragment } from './operations.generated';
import { recordNoun } from './recordNouns';

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

/** One line of a timeline entry's diff: a field's value before → after, as text (`@deals/ui`'s `HistoryValueChange`). */
export interface HistoryChangeLine {
  label: string;
  before: string | null;
  after: string | null;
}

/** A list field's line: its entries by name before and after (`@deals/ui`'s `HistoryListChange`). */
export interface HistoryListLine {
  label: string;
  list: { noun: CountNouns; before: HistoryListItem[]; after: HistoryListItem[] };
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
  /** Why it happened, when another change caused it: "Because the category "Phones" was deleted." */
  note?: string;
  changes: (HistoryChangeLine | HistoryListLine)[];
  /** A create: its lines are the record's first values, shown without an empty before side. */
  valuesOnly: boolean;
}

/** "Because the category "Phones" was deleted.": why a change another record's change caused happened. */
export function historyCauseNote(cause: NonNullable<HistoryEntry['cause']>): string {
  const others = cause.count - 1;
  const what = `the ${recordNoun(cause.recordType).toLowerCase()} "${cause.recordLabel}"${others > 0 ? ` and ${others} more` : ''}`;
  const verb =
    cause.action === 'DELETE' || cause.action === 'BULK_DELETE'
      ? 'deleted'
      : historyActions[cause.action].label.toLowerCase();
  return `Because ${what} ${others > 0 ? 'were' : 'was'} ${verb}.`;
}

/**
 * An entry's changes as lines a person reads (`describeHistoryChanges`): each field's label from its entity's
 * definition, names of referenced records as they were, prices, dates in `locale`, lists by name. Takes an entry or
 * a restore's preview (`useRestorePreview`), whose sides are now → after the restore.
 */
export function historyLinesOf(
  entry: DescribableChanges,
  options: { locale?: string } = {},
): (HistoryChangeLine | HistoryListLine)[] {
  return describeHistoryChanges(entry, options).map((line) =>
    'list' in line
      ? { label: line.label, list: line.list }
      : { label: line.label, before: line.before, after: line.after },
  );
}

export function historyTimelineEntry(entry: HistoryEntry, options: { locale?: string } = {}): HistoryTimelineEntryData {
  const action = historyActions[entry.action];
  return {
    id: entry.id,
    who: entry.userName,
    when: entry.occurredAt,
    actionLabel: action.label,
    actionTone: action.tone,
    ...(entry.cause ? { note: historyCauseNote(entry.cause) } : {}),
    changes: historyLinesOf(entry, options),
    valuesOnly: entry.action === 'CREATE',
  };
}

/** What a batch of entries was, as the activity names it. */
const historyBatchActions: Readonly<Record<HistoryBatchKind, { label: string; tone: HistoryActionTone }>> = {
  IMPORT: { label: 'Imported', tone: 'primary' },
  UNDO_IMPORT: { label: 'Undid an import', tone: 'warning' },
};

/**
 * An entry of the activity feed. An import (or its undo) is one entry there, its batch's first, and reads as the batch:
 * what it was and how many changes it made ("2 changes"), not as that one record's own change, which would show a
 * 3,000-product import as one product created. Every other entry reads as `historyTimelineEntry` gives it.
 */
export function activityTimelineEntry(
  entry: HistoryEntry,
  options: { locale?: string } = {},
): HistoryTimelineEntryData {
  if (!entry.batch) return historyTimelineEntry(entry, options);
  const action = historyBatchActions[entry.batch.kind];
  const count = entry.batch.entryCount;
  return {
    ...historyTimelineEntry(entry, options),
    actionLabel: action.label,
    actionTone: action.tone,
    note: `${count.toLocaleString(options.locale ?? 'en')} ${count === 1 ? 'change' : 'changes'}, one per record.`,
    changes: [],
    valuesOnly: false,
  };
}
