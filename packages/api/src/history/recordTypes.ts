import type { Resource } from '@deals/admin-core/access';

/**
 * Every kind of record the history knows, with where it lives. `versioned` records carry `version` and `updated_by`
 * (migration 030); page layouts and jobs are only recorded: a layout never changes once saved (a new save is a new
 * row), and jobs are operated rather than edited by several people at once.
 */
export interface RecordTypeInfo {
  table: string;
  /** The column that names a record in the history, so a deleted one stays findable. */
  labelColumn: string;
  /** How messages name one: "Brand 12 was not found.", "This brand changed since you loaded it." */
  noun: string;
  /** Who may read its history: whoever may read the resource. */
  resource: Resource;
  versioned: boolean;
  /** Columns never copied into the history or a conflict answer. */
  hidden?: readonly string[];
  /** Fields stored elsewhere that belong to the record's state (SQL over `t`, the record's row). */
  extra?: Readonly<Record<string, string>>;
}

export const RECORD_TYPES = {
  BRAND: { table: 'brands', labelColumn: 'title', noun: 'Brand', resource: 'brands', versioned: true },
  STORE: { table: 'stores', labelColumn: 'title', noun: 'Store', resource: 'stores', versioned: true },
  CATEGORY: { table: 'categories', labelColumn: 'title', noun: 'Category', resource: 'categories', versioned: true },
  PRODUCT: { table: 'products', labelColumn: 'title', noun: 'Product', resource: 'products', versioned: true },
  SALE: {
    table: 'sales',
    labelColumn: 'title',
    noun: 'Sale',
    resource: 'sales',
    versioned: true,
    extra: {
      productIds: `(SELECT COALESCE(jsonb_agg(sp.product_id::text ORDER BY sp.position), '[]'::jsonb)
                      FROM sale_products sp WHERE sp.sale_id = t.id)`,
    },
  },
  USER: {
    table: 'users',
    labelColumn: 'name',
    noun: 'User',
    resource: 'users',
    versioned: true,
    hidden: ['password_hash', 'session_version', 'sessions_ended_reason', 'last_login_at'],
  },
  ORGANIZATION: {
    table: 'organizations',
    labelColumn: 'name',
    noun: 'Organization',
    resource: 'organizations',
    versioned: true,
  },
  BANNER_CAROUSEL: {
    table: 'banner_carousels',
    labelColumn: 'title',
    noun: 'Banner carousel',
    resource: 'bannerCarousels',
    versioned: true,
  },
  PRODUCT_CAROUSEL: {
    table: 'product_carousels',
    labelColumn: 'title',
    noun: 'Product carousel',
    resource: 'productCarousels',
    versioned: true,
  },
  FEATURED_MENU: {
    table: 'featured_menus',
    labelColumn: 'title',
    noun: 'Featured menu',
    resource: 'featuredMenus',
    versioned: true,
  },
  BLOG_POST: { table: 'blog_posts', labelColumn: 'title', noun: 'Blog post', resource: 'blogPosts', versioned: true },
  PAGE_LAYOUT: {
    table: 'page_layouts',
    labelColumn: 'name',
    noun: 'Page layout',
    resource: 'pageLayouts',
    versioned: false,
  },
  JOB: { table: 'jobs', labelColumn: 'name', noun: 'Job', resource: 'jobs', versioned: false },
} as const satisfies Record<string, RecordTypeInfo>;

export type RecordType = keyof typeof RECORD_TYPES;

export function recordTypeInfo(type: RecordType): RecordTypeInfo {
  return RECORD_TYPES[type];
}
