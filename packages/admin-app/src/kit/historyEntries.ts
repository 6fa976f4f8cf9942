import type { HistoryAction, HistoryEntry, RecordType, Resource } from '@deals/admin-core';
import type { BadgeTone, HistoryFieldChange, HistoryTimelineEntry } from '@deals/ui';

/** Each kind of record the history knows: its resource in the permission table, its name and its edit page. */
export const recordKinds: Record<RecordType, { resource: Resource; noun: string; href?: (id: string) => string }> = {
  BRAND: { resource: 'brands', noun: 'Brand', href: (id) => `/brands/${id}/edit` },
  STORE: { resource: 'stores', noun: 'Store', href: (id) => `/stores/${id}/edit` },
  CATEGORY: { resource: 'categories', noun: 'Category', href: (id) => `/categories/${id}/edit` },
  PRODUCT: { resource: 'products', noun: 'Product', href: (id) => `/products/${id}/edit` },
  // Sale edit pages are addressed by slug, which an entry does not carry.
  SALE: { resource: 'sales', noun: 'Sale' },
  USER: { resource: 'users', noun: 'User', href: (id) => `/users/${id}/edit` },
  ORGANIZATION: { resource: 'organizations', noun: 'Organization', href: (id) => `/organizations/${id}/edit` },
  BANNER_CAROUSEL: {
    resource: 'bannerCarousels',
    noun: 'Banner carousel',
    href: (id) => `/carousel/banner-carousel/${id}/edit`,
  },
  PRODUCT_CAROUSEL: {
    resource: 'productCarousels',
    noun: 'Product carousel',
    href: (id) => `/carousel/product-carousel/${id}/edit`,
  },
  FEATURED_MENU: { resource: 'featuredMenus', noun: 'Featured menu', href: (id) => `/featured-menu/${id}/edit` },
  BLOG_POST: { resource: 'blogPosts', noun: 'Blog post', href: (id) => `/blog/${id}/edit` },
  // Layouts are never edited (each save is a new one): there is no page to open.
  PAGE_LAYOUT: { resource: 'pageLayouts', noun: 'Page layout' },
  JOB: { resource: 'jobs', noun: 'Job', href: (id) => `/jobscheduler/${id}/details` },
};

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

const WORDS: Record<string, string> = { url: 'URL', id: 'ID', ids: 'IDs', seo: 'SEO' };

/** "imageUrl" → "Image URL", "metadata.title" → "Metadata title". */
export function fieldLabel(path: string): string {
  const words = path
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry's `changes` as diff lines; a nested object (metadata) becomes one line per inner field that differs. */
export function fieldChanges(changes: unknown): HistoryFieldChange[] {
  if (!isPlainObject(changes)) return [];
  return Object.entries(changes).flatMap(([field, change]) => {
    const { before, after } = isPlainObject(change) ? change : { before: undefined, after: change };
    if (isPlainObject(before) || isPlainObject(after)) {
      const inner = { ...(isPlainObject(before) ? before : {}), ...(isPlainObject(after) ? after : {}) };
      return Object.keys(inner)
        .map((key) => ({
          label: fieldLabel(`${field}.${key}`),
          before: isPlainObject(before) ? before[key] : null,
          after: isPlainObject(after) ? after[key] : null,
        }))
        .filter((line) => JSON.stringify(line.before) !== JSON.stringify(line.after));
    }
    return [{ label: fieldLabel(field), before, after }];
  });
}

/** One entry as the timeline shows it. */
export function timelineEntry(entry: HistoryEntry, extra: Partial<HistoryTimelineEntry> = {}): HistoryTimelineEntry {
  const action = actions[entry.action];
  return {
    id: entry.id,
    who: entry.userName,
    when: entry.occurredAt,
    actionLabel: action.label,
    actionTone: action.tone,
    changes: fieldChanges(entry.changes),
    ...extra,
  };
}
