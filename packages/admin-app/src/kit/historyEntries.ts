import {
  describeHistoryChanges,
  recordNoun,
  type HistoryAction,
  type HistoryEntry,
  type HistoryLine,
  type RecordType,
  type Resource,
} from '@deals/admin-core';
import type { BadgeTone, HistoryFieldChange, HistoryTimelineEntry } from '@deals/ui';

/** Each kind of record the history knows: its resource in the permission table, its name and its edit page. */
const kinds: Record<RecordType, { resource: Resource; href?: (id: string) => string }> = {
  BRAND: { resource: 'brands', href: (id) => `/brands/${id}/edit` },
  STORE: { resource: 'stores', href: (id) => `/stores/${id}/edit` },
  CATEGORY: { resource: 'categories', href: (id) => `/categories/${id}/edit` },
  PRODUCT: { resource: 'products', href: (id) => `/products/${id}/edit` },
  // Sale edit pages are addressed by slug, which an entry does not carry.
  SALE: { resource: 'sales' },
  USER: { resource: 'users', href: (id) => `/users/${id}/edit` },
  ORGANIZATION: { resource: 'organizations', href: (id) => `/organizations/${id}/edit` },
  BANNER_CAROUSEL: {
    resource: 'bannerCarousels',
    href: (id) => `/carousel/banner-carousel/${id}/edit`,
  },
  PRODUCT_CAROUSEL: {
    resource: 'productCarousels',
    href: (id) => `/carousel/product-carousel/${id}/edit`,
  },
  FEATURED_MENU: { resource: 'featuredMenus', href: (id) => `/featured-menu/${id}/edit` },
  BLOG_POST: { resource: 'blogPosts', href: (id) => `/blog/${id}/edit` },
  // Layouts are never edited (each save is a new one): there is no page to open.
  PAGE_LAYOUT: { resource: 'pageLayouts' },
  JOB: { resource: 'jobs', href: (id) => `/jobscheduler/${id}/details` },
};

export const recordKinds = Object.fromEntries(
  (Object.keys(kinds) as RecordType[]).map((type) => [type, { ...kinds[type], noun: recordNoun(type) }]),
) as Record<RecordType, { resource: Resource; noun: string; href?: (id: string) => string }>;

/** The record type an edit screen's resource holds, if the history knows it. */
export function recordTypeOf(resource: Resource): RecordType | undefined {
  return (Object.keys(recordKinds) as RecordType[]).find((type) => recordKinds[type].resource === resource);
}

const actions: Record<HistoryAction, { label: string; tone: BadgeTone }> = {
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

/** "Because the category "Phones" was deleted.": why a change another change caused happened. */
export function causeNote(cause: NonNullable<HistoryEntry['cause']>): string {
  const noun = recordNoun(cause.recordType).toLowerCase();
  const others = cause.count - 1;
  const what = `the ${noun} "${cause.recordLabel}"${others > 0 ? ` and ${others} more` : ''}`;
  const was = others > 0 ? 'were' : 'was';
  const verb =
    cause.action === 'DELETE' || cause.action === 'BULK_DELETE' ? 'deleted' : actions[cause.action].label.toLowerCase();
  return `Because ${what} ${was} ${verb}.`;
}

/** Lines of `describeHistoryChanges` as the timeline's rows. */
export function timelineChanges(lines: HistoryLine[]): HistoryFieldChange[] {
  return lines.map((line) =>
    'list' in line
      ? { label: line.label, list: line.list }
      : { label: line.label, before: line.before, after: line.after },
  );
}

/** One entry as the timeline shows it: labels, names as they were, prices, dates and codes in words. */
export function timelineEntry(entry: HistoryEntry, extra: Partial<HistoryTimelineEntry> = {}): HistoryTimelineEntry {
  const action = actions[entry.action];
  return {
    id: entry.id,
    who: entry.userName,
    when: entry.occurredAt,
    actionLabel: action.label,
    actionTone: action.tone,
    note: entry.cause ? causeNote(entry.cause) : undefined,
    changes: timelineChanges(describeHistoryChanges(entry)),
    ...extra,
  };
}
