import type { RecordType, Resource } from '@deals/admin-core';

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
