import type { RecordType } from '../../graphql/types.generated';

/** How a person names one record of each kind the history knows: "Brand", "Product carousel". */
export const recordNouns: Readonly<Record<RecordType, string>> = {
  BRAND: 'Brand',
  STORE: 'Store',
  CATEGORY: 'Category',
  PRODUCT: 'Product',
  SALE: 'Sale',
  USER: 'User',
  ORGANIZATION: 'Organization',
  BANNER_CAROUSEL: 'Banner carousel',
  PRODUCT_CAROUSEL: 'Product carousel',
  FEATURED_MENU: 'Featured menu',
  BLOG_POST: 'Blog post',
  PAGE_LAYOUT: 'Page layout',
  JOB: 'Job',
};

/** Several of them: "3 product carousels", "12 categories". */
export const recordPluralNouns: Readonly<Record<RecordType, string>> = {
  BRAND: 'brands',
  STORE: 'stores',
  CATEGORY: 'categories',
  PRODUCT: 'products',
  SALE: 'sales',
  USER: 'users',
  ORGANIZATION: 'organizations',
  BANNER_CAROUSEL: 'banner carousels',
  PRODUCT_CAROUSEL: 'product carousels',
  FEATURED_MENU: 'featured menus',
  BLOG_POST: 'blog posts',
  PAGE_LAYOUT: 'page layouts',
  JOB: 'jobs',
};
