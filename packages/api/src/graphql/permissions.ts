import { roleCan, type Action, type Resource } from '@deals/domain/access';
import type { RequestContext } from '../context';
import { permissionDenied } from './errors';

/**
 * What every root field needs, in one table read by the guard in `schema.ts`:
 * - `public`: anyone, signed in or not (sign-in, refresh, sign-out);
 * - `self`: any signed-in person, about themself;
 * - `[action, resource]`: the role must be allowed that action on that resource (`@deals/domain/access`).
 * `buildSchema` refuses to start when a root field has no entry here, so a new operation cannot forget its rule.
 */
export type FieldRule = 'public' | 'self' | readonly [Action, Resource];

/** The usual changes of a resource: `{ create: 'createBrand', … }` → `{ createBrand: ['create', 'brands'], … }`. */
function crud(
  resource: Resource,
  fields: { create?: string; update?: string; delete?: string },
): Record<string, FieldRule> {
  return Object.fromEntries(Object.entries(fields).map(([action, field]) => [field, [action as Action, resource]]));
}

export const QUERY_RULES: Readonly<Record<string, FieldRule>> = {
  whoAmI: 'self',
  myAccess: 'self',
  findUsers: ['read', 'users'],
  findUserById: ['read', 'users'],
  findBrands: ['read', 'brands'],
  findBrandById: ['read', 'brands'],
  findStores: ['read', 'stores'],
  findStoreById: ['read', 'stores'],
  findCategories: ['read', 'categories'],
  findCategoryById: ['read', 'categories'],
  categoryTree: ['read', 'categories'],
  findProducts: ['read', 'products'],
  findProductById: ['read', 'products'],
  findSales: ['read', 'sales'],
  findSaleBySlug: ['read', 'sales'],
  findOrganizations: ['read', 'organizations'],
  findOrganizationById: ['read', 'organizations'],
  findBannerCarousels: ['read', 'bannerCarousels'],
  findBannerCarouselById: ['read', 'bannerCarousels'],
  findProductCarousels: ['read', 'productCarousels'],
  findProductCarouselById: ['read', 'productCarousels'],
  findFeaturedMenus: ['read', 'featuredMenus'],
  findFeaturedMenuById: ['read', 'featuredMenus'],
  findPageLayouts: ['read', 'pageLayouts'],
  findPageLayoutById: ['read', 'pageLayouts'],
  findBlogPosts: ['read', 'blogPosts'],
  findBlogPostById: ['read', 'blogPosts'],
  blogTags: ['read', 'blogPosts'],
  findJobs: ['read', 'jobs'],
  findJobById: ['read', 'jobs'],
  findJobRuns: ['read', 'jobs'],
  findJobRunById: ['read', 'jobs'],
  jobKinds: ['read', 'jobs'],
  previewJobSchedule: ['read', 'jobs'],
  dashboardStats: ['read', 'dashboard'],
  // Upload parameters are only useful for uploading: asking for them is creating media.
  getImageKitAuthParams: ['create', 'media'],
  // The public key and endpoints are no secret, but only people who see the media library need them.
  mediaSettings: ['read', 'media'],
  getMediaList: ['read', 'media'],
  getMediaFolder: ['read', 'media'],
  // Readable by whoever may read the record's kind: checked in the resolver, which knows the kind.
  recordHistory: 'self',
  deleteImpact: 'self',
  restorePreview: 'self',
  activity: ['read', 'activity'],
  historyBatchEntries: ['read', 'activity'],
  // An import is read by whoever reads imports and its kind of record: checked in the resolver, which knows the kind.
  feedImport: 'self',
  feedImports: ['read', 'imports'],
  feedImportRows: 'self',
  feedFields: 'self',
  feedLimits: ['read', 'imports'],
};

export const MUTATION_RULES: Readonly<Record<string, FieldRule>> = {
  login: 'public',
  refreshTokens: 'public',
  logout: 'public',
  updateProfile: 'self',
  changePassword: 'self',
  createUser: ['create', 'users'],
  updateUser: ['update', 'users'],
  ...crud('brands', { create: 'createBrand', update: 'updateBrand', delete: 'deleteBrand' }),
  ...crud('stores', { create: 'createStore', update: 'updateStore' }),
  ...crud('categories', { create: 'createCategory', update: 'updateCategory', delete: 'deleteCategory' }),
  moveCategories: ['update', 'categories'],
  ...crud('products', { create: 'createProduct', update: 'updateProduct', delete: 'deleteProduct' }),
  bulkUpdateProducts: ['update', 'products'],
  bulkDeleteProducts: ['delete', 'products'],
  ...crud('sales', { create: 'createSale', update: 'updateSale', delete: 'deleteSale' }),
  ...crud('organizations', {
    create: 'createOrganization',
    update: 'updateOrganization',
    delete: 'deleteOrganization',
  }),
  ...crud('bannerCarousels', {
    create: 'createBannerCarousel',
    update: 'updateBannerCarousel',
    delete: 'deleteBannerCarousel',
  }),
  ...crud('productCarousels', {
    create: 'createProductCarousel',
    update: 'updateProductCarousel',
    delete: 'deleteProductCarousel',
  }),
  ...crud('featuredMenus', {
    create: 'createFeaturedMenu',
    update: 'updateFeaturedMenu',
    delete: 'deleteFeaturedMenu',
  }),
  createPageLayout: ['create', 'pageLayouts'],
  activatePageLayout: ['update', 'pageLayouts'],
  ...crud('blogPosts', { create: 'createBlogPost', update: 'updateBlogPost', delete: 'deleteBlogPost' }),
  ...crud('jobs', { create: 'createJob', update: 'updateJob', delete: 'deleteJob' }),
  pauseJob: ['update', 'jobs'],
  resumeJob: ['update', 'jobs'],
  runJobNow: ['run', 'jobs'],
  bulkDeleteMediaFiles: ['delete', 'media'],
  // Every restorable kind is editorial (updated by exactly the roles that update products); the resolver also
  // checks update on the entry's own kind.
  restoreRecordVersion: ['update', 'products'],
  // The uploader or an admin, with import on the import's kind: checked in the resolvers (feeds/feedAccess.ts).
  checkFeedImport: 'self',
  applyFeedImport: 'self',
  cancelFeedImport: 'self',
  undoFeedImport: 'self',
  discardFeedImport: 'self',
  // Export (or read, for rejected rows) on the list named: checked in the resolver and again at download.
  feedDownloadLink: 'self',
};

export const SUBSCRIPTION_RULES: Readonly<Record<string, FieldRule>> = {
  // Any signed-in person; the stream only carries the kinds their role may read (live/resolvers.ts).
  recordChanged: 'self',
  feedImportChanged: 'self',
};

export type RootType = 'Query' | 'Mutation' | 'Subscription';

export const ROOT_RULES: Readonly<Record<RootType, Readonly<Record<string, FieldRule>>>> = {
  Query: QUERY_RULES,
  Mutation: MUTATION_RULES,
  Subscription: SUBSCRIPTION_RULES,
};

export function isPublic(root: string, field: string): boolean {
  return ROOT_RULES[root as RootType]?.[field] === 'public';
}

/** Checks the session (every rule but `public`) and then the role (`[action, resource]` rules). */
export async function checkRule(rule: FieldRule, context: RequestContext): Promise<void> {
  if (rule === 'public') return;
  const user = await context.currentUser();
  if (rule === 'self') return;
  const [action, resource] = rule;
  if (!roleCan(user.role, action, resource)) throw permissionDenied();
}
