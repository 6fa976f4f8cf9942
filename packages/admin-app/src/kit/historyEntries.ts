import { recordNoun, type RecordType, type Resource } from '@deals/admin-core';

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
