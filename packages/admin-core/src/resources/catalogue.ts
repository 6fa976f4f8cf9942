import {
  bannerCarouselEntity,
  blogPostEntity,
  brandEntity,
  categoryEntity,
  featuredMenuEntity,
  jobEntity,
  organizationEntity,
  pageLayoutEntity,
  productCarouselEntity,
  productEntity,
  saleEntity,
  storeEntity,
  userEntity,
  type EntityName,
} from '@deals/domain/entities';
import * as blog from '../domains/blog/operations.generated';
import * as brands from '../domains/brands/operations.generated';
import * as carousels from '../domains/carousels/operations.generated';
import * as categories from '../domains/categories/operations.generated';
import * as jobs from '../domains/jobs/operations.generated';
import * as layouts from '../domains/layouts/operations.generated';
import * as menus from '../domains/menus/operations.generated';
import * as organizations from '../domains/organizations/operations.generated';
import * as products from '../domains/products/operations.generated';
import * as sales from '../domains/sales/operations.generated';
import * as stores from '../domains/stores/operations.generated';
import * as users from '../domains/users/operations.generated';
import { defineResource, type ResourceDefinition, type ResourceOperations } from './defineResource';

// Each resource is its entity's definition (fields, rules, labels, list, filter, import/export and history facts,
// permission row) from @deals/domain plus the operations that read and write it. Nothing about a field is repeated.

/** The generated documents' types are exact; a resource only needs their shape. */
const ops = <Key extends string = 'id'>(operations: Record<string, unknown>) =>
  operations as unknown as ResourceOperations<Record<string, unknown>, Key>;

export const productResource = defineResource(productEntity, {
  operations: ops({
    byId: products.FindProductByIdDocument,
    list: products.FindProductsDocument,
    create: products.CreateProductDocument,
    update: products.UpdateProductDocument,
    remove: products.DeleteProductDocument,
  }),
  invalidates: ['findProducts', 'dashboardStats'],
});

export const brandResource = defineResource(brandEntity, {
  operations: ops({
    byId: brands.FindBrandByIdDocument,
    list: brands.FindBrandsDocument,
    create: brands.CreateBrandDocument,
    update: brands.UpdateBrandDocument,
    remove: brands.DeleteBrandDocument,
  }),
  invalidates: ['findBrands'],
});

export const storeResource = defineResource(storeEntity, {
  operations: ops({
    byId: stores.FindStoreByIdDocument,
    list: stores.FindStoresDocument,
    create: stores.CreateStoreDocument,
    update: stores.UpdateStoreDocument,
  }),
  invalidates: ['findStores'],
});

export const categoryResource = defineResource(categoryEntity, {
  operations: ops({
    byId: categories.FindCategoryByIdDocument,
    list: categories.FindCategoriesDocument,
    create: categories.CreateCategoryDocument,
    update: categories.UpdateCategoryDocument,
    remove: categories.DeleteCategoryDocument,
  }),
  invalidates: ['findCategories', 'categoryTree'],
  updateInvalidates: ['findCategories', 'categoryTree'],
});

export const saleResource = defineResource(saleEntity, {
  key: 'slug',
  operations: ops<'slug'>({
    byId: sales.FindSaleBySlugDocument,
    list: sales.FindSalesDocument,
    create: sales.CreateSaleDocument,
    update: sales.UpdateSaleDocument,
    remove: sales.DeleteSaleDocument,
  }),
  invalidates: ['findSales'],
  cacheId: (slug) => `Sale:{"slug":"${slug}"}`,
});

export const organizationResource = defineResource(organizationEntity, {
  operations: ops({
    byId: organizations.FindOrganizationByIdDocument,
    list: organizations.FindOrganizationsDocument,
    create: organizations.CreateOrganizationDocument,
    update: organizations.UpdateOrganizationDocument,
    remove: organizations.DeleteOrganizationDocument,
  }),
  invalidates: ['findOrganizations'],
});

export const userResource = defineResource(userEntity, {
  operations: ops({
    byId: users.FindUserByIdDocument,
    list: users.FindUsersDocument,
    create: users.CreateUserDocument,
    update: users.UpdateUserDocument,
  }),
  invalidates: ['findUsers'],
});

export const blogPostResource = defineResource(blogPostEntity, {
  operations: ops({
    byId: blog.FindBlogPostByIdDocument,
    list: blog.FindBlogPostsDocument,
    create: blog.CreateBlogPostDocument,
    update: blog.UpdateBlogPostDocument,
    remove: blog.DeleteBlogPostDocument,
  }),
  invalidates: ['findBlogPosts', 'blogTags'],
  updateInvalidates: ['blogTags'],
});

export const bannerCarouselResource = defineResource(bannerCarouselEntity, {
  operations: ops({
    byId: carousels.FindBannerCarouselByIdDocument,
    list: carousels.FindBannerCarouselsDocument,
    create: carousels.CreateBannerCarouselDocument,
    update: carousels.UpdateBannerCarouselDocument,
    remove: carousels.DeleteBannerCarouselDocument,
  }),
  invalidates: ['findBannerCarousels'],
});

export const productCarouselResource = defineResource(productCarouselEntity, {
  operations: ops({
    byId: carousels.FindProductCarouselByIdDocument,
    list: carousels.FindProductCarouselsDocument,
    create: carousels.CreateProductCarouselDocument,
    update: carousels.UpdateProductCarouselDocument,
    remove: carousels.DeleteProductCarouselDocument,
  }),
  invalidates: ['findProductCarousels'],
});

export const featuredMenuResource = defineResource(featuredMenuEntity, {
  operations: ops({
    byId: menus.FindFeaturedMenuByIdDocument,
    list: menus.FindFeaturedMenusDocument,
    create: menus.CreateFeaturedMenuDocument,
    update: menus.UpdateFeaturedMenuDocument,
    remove: menus.DeleteFeaturedMenuDocument,
  }),
  invalidates: ['findFeaturedMenus'],
});

/** Page layouts are never edited: each save is a new layout, made live on its own. */
export const pageLayoutResource = defineResource(pageLayoutEntity, {
  operations: ops({
    byId: layouts.FindPageLayoutByIdDocument,
    list: layouts.FindPageLayoutsDocument,
    create: layouts.CreatePageLayoutDocument,
  }),
  invalidates: ['findPageLayouts'],
});

export const jobResource = defineResource(jobEntity, {
  operations: ops({
    byId: jobs.FindJobByIdDocument,
    list: jobs.FindJobsDocument,
    create: jobs.CreateJobDocument,
    update: jobs.UpdateJobDocument,
    remove: jobs.DeleteJobDocument,
  }),
  invalidates: ['findJobs', 'dashboardStats'],
});

/** Every resource by its entity's name. */
export const RESOURCE_DEFINITIONS: Record<EntityName, ResourceDefinition<Record<string, unknown>, string>> = {
  product: productResource,
  brand: brandResource,
  store: storeResource,
  category: categoryResource,
  sale: saleResource,
  organization: organizationResource,
  user: userResource,
  blogPost: blogPostResource,
  bannerCarousel: bannerCarouselResource,
  productCarousel: productCarouselResource,
  featuredMenu: featuredMenuResource,
  pageLayout: pageLayoutResource,
  job: jobResource,
};

/** The resource of an entity name (a reference's `to`, a history entry's kind). */
export const resourceByName = (name: EntityName) => RESOURCE_DEFINITIONS[name];
