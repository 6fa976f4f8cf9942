import type { FeedEntity, FeedImportStatus, Resource } from '@deals/admin-core';
import type { BadgeTone } from '@deals/ui';

/** The lists a feed imports into, with the words their screens use. */
export const FEED_LISTS: Record<FeedEntity, { resource: Resource; plural: string; singular: string }> = {
  PRODUCT: { resource: 'products', plural: 'products', singular: 'product' },
  BRAND: { resource: 'brands', plural: 'brands', singular: 'brand' },
  STORE: { resource: 'stores', plural: 'stores', singular: 'store' },
  CATEGORY: { resource: 'categories', plural: 'categories', singular: 'category' },
};

/** The feed entity of a list's resource (`products` → `PRODUCT`), or undefined for a list feeds do not import. */
export const feedEntityOfResource = (resource: string): FeedEntity | undefined =>
  (Object.keys(FEED_LISTS) as FeedEntity[]).find((entity) => FEED_LISTS[entity].resource === resource);

/** Where an import is shown: the wizard under its list. */
export const importHref = (entity: FeedEntity, id: string) => `/${FEED_LISTS[entity].resource}/import/${id}`;

export const STATUS_LABELS: Record<FeedImportStatus, { label: string; tone: BadgeTone }> = {
  UPLOADED: { label: 'Set up columns', tone: 'neutral' },
  CHECKING: { label: 'Dry run…', tone: 'info' },
  CHECKED: { label: 'Ready to apply', tone: 'primary' },
  APPLYING: { label: 'Applying…', tone: 'info' },
  APPLIED: { label: 'Applied', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'warning' },
  FAILED: { label: 'Failed', tone: 'danger' },
  UNDOING: { label: 'Undoing…', tone: 'info' },
  UNDONE: { label: 'Undone', tone: 'neutral' },
};
