import type {
  JobStatus,
  LayoutPage,
  LayoutSectionKind,
  Placement,
  PostStatus,
  UserRole,
} from '../graphql/types.generated';

/** How people name the API's codes: one table each, read by the screens and by the history alike. */
export const placementLabels: Readonly<Record<Placement, string>> = {
  HOME_HERO: 'Home page, hero',
  HOME_SECONDARY: 'Home page, below the hero',
  CATEGORY_TOP: 'Top of category pages',
  DEALS_TOP: 'Top of the deals page',
  SIDEBAR: 'Sidebar',
};

export const layoutPageLabels: Readonly<Record<LayoutPage, string>> = {
  HOME: 'Home page',
  CATEGORY: 'Category pages',
  DEALS: 'Deals page',
};

export const sectionKindLabels: Readonly<Record<LayoutSectionKind, string>> = {
  BANNER_CAROUSEL: 'Banner carousel',
  PRODUCT_CAROUSEL: 'Product carousel',
  FEATURED_MENU: 'Featured menu',
  SALES: 'Sale',
};

export const roleLabels: Readonly<Record<UserRole, string>> = {
  ADMIN: 'Administrator',
  EDITOR: 'Editor',
  VIEWER: 'Viewer',
};

export const postStatusLabels: Readonly<Record<PostStatus, string>> = { DRAFT: 'Draft', PUBLISHED: 'Published' };

export const jobStatusLabels: Readonly<Record<JobStatus, string>> = { ACTIVE: 'Active', PAUSED: 'Paused' };

/**
 * A code no table names, as words: "CATALOGUE_HEALTH_REPORT" → "Catalogue health report" (the job kinds' labels
 * come from the API's `jobKinds` and read exactly so).
 */
export function codeAsWords(code: string): string {
  const words = code.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
