import type { Action, Resource } from '@deals/admin-core';

/**
 * Which screen module (under src/screens, without `.tsx`) and export a route shows. Plain data: the entry chunk
 * (main.tsx) reads it to fetch the current page's screen beside the app's own code (issue 17), and the route tree
 * (routes.tsx) loads the same module lazily.
 */
export interface ScreenRef {
  screen: string;
  name: string;
}

/** A screen of the route tree (spec §2) and what the permission table must allow to open it. */
export interface ScreenRoute extends ScreenRef {
  /** Relative to the guarded layout at `/`; '' is its index (the dashboard). */
  path: string;
  access?: readonly [Action, Resource];
}

/** The screens under the guarded layout (a session and WhoAmI first). */
export const guardedScreens: ScreenRoute[] = [
  {
    path: '',
    screen: 'dashboard/DashboardScreen',
    name: 'DashboardScreen',
    access: ['read', 'dashboard'],
  },
  { path: 'profile', screen: 'profile/ProfileScreen', name: 'ProfileScreen' },
  {
    path: 'users',
    screen: 'users/UserListScreen',
    name: 'UserListScreen',
    access: ['read', 'users'],
  },
  { path: 'users/new', screen: 'users/UserFormScreen', name: 'UserFormScreen', access: ['create', 'users'] },
  {
    path: 'activity',
    screen: 'activity/ActivityScreen',
    name: 'ActivityScreen',
    access: ['read', 'activity'],
  },
  { path: 'users/:id/edit', screen: 'users/UserFormScreen', name: 'UserFormScreen', access: ['read', 'users'] },
  {
    path: 'products',
    screen: 'products/ProductListScreen',
    name: 'ProductListScreen',
    access: ['read', 'products'],
  },
  {
    path: 'products/new',
    screen: 'products/ProductFormScreen',
    name: 'ProductFormScreen',
    access: ['create', 'products'],
  },
  {
    path: 'products/:id/edit',
    screen: 'products/ProductFormScreen',
    name: 'ProductFormScreen',
    access: ['read', 'products'],
  },
  {
    path: 'brands',
    screen: 'brands/BrandListScreen',
    name: 'BrandListScreen',
    access: ['read', 'brands'],
  },
  { path: 'brands/new', screen: 'brands/BrandFormScreen', name: 'BrandFormScreen', access: ['create', 'brands'] },
  { path: 'brands/:id/edit', screen: 'brands/BrandFormScreen', name: 'BrandFormScreen', access: ['read', 'brands'] },
  {
    path: 'categories',
    screen: 'categories/CategoryListScreen',
    name: 'CategoryListScreen',
    access: ['read', 'categories'],
  },
  {
    path: 'categories/new',
    screen: 'categories/CategoryFormScreen',
    name: 'CategoryFormScreen',
    access: ['create', 'categories'],
  },
  {
    path: 'categories/:id/edit',
    screen: 'categories/CategoryFormScreen',
    name: 'CategoryFormScreen',
    access: ['read', 'categories'],
  },
  {
    path: 'categories/move-categories',
    screen: 'categories/MoveCategoriesScreen',
    name: 'MoveCategoriesScreen',
    access: ['update', 'categories'],
  },
  {
    path: 'stores',
    screen: 'stores/StoreListScreen',
    name: 'StoreListScreen',
    access: ['read', 'stores'],
  },
  { path: 'stores/new', screen: 'stores/StoreFormScreen', name: 'StoreFormScreen', access: ['create', 'stores'] },
  { path: 'stores/:id/edit', screen: 'stores/StoreFormScreen', name: 'StoreFormScreen', access: ['read', 'stores'] },
  {
    path: 'sales',
    screen: 'sales/SaleListScreen',
    name: 'SaleListScreen',
    access: ['read', 'sales'],
  },
  { path: 'sales/new', screen: 'sales/SaleFormScreen', name: 'SaleFormScreen', access: ['create', 'sales'] },
  { path: 'sales/:slug/edit', screen: 'sales/SaleFormScreen', name: 'SaleFormScreen', access: ['read', 'sales'] },
  {
    path: 'organizations',
    screen: 'organizations/OrganizationListScreen',
    name: 'OrganizationListScreen',
    access: ['read', 'organizations'],
  },
  {
    path: 'organizations/new',
    screen: 'organizations/OrganizationFormScreen',
    name: 'OrganizationFormScreen',
    access: ['create', 'organizations'],
  },
  {
    path: 'organizations/:id/edit',
    screen: 'organizations/OrganizationFormScreen',
    name: 'OrganizationFormScreen',
    access: ['read', 'organizations'],
  },
  {
    path: 'jobscheduler',
    screen: 'jobs/JobListScreen',
    name: 'JobListScreen',
    access: ['read', 'jobs'],
  },
  { path: 'jobscheduler/new', screen: 'jobs/JobFormScreen', name: 'JobFormScreen', access: ['create', 'jobs'] },
  { path: 'jobscheduler/:id/edit', screen: 'jobs/JobFormScreen', name: 'JobFormScreen', access: ['update', 'jobs'] },
  {
    path: 'jobscheduler/:id/details',
    screen: 'jobs/JobDetailsScreen',
    name: 'JobDetailsScreen',
    access: ['read', 'jobs'],
  },
  {
    path: 'carousel/banner-carousel',
    screen: 'merchandising/CarouselListScreen',
    name: 'BannerCarouselListScreen',
    access: ['read', 'bannerCarousels'],
  },
  {
    path: 'carousel/banner-carousel/new',
    screen: 'merchandising/BannerCarouselFormScreen',
    name: 'BannerCarouselFormScreen',
    access: ['create', 'bannerCarousels'],
  },
  {
    path: 'carousel/banner-carousel/:id/edit',
    screen: 'merchandising/BannerCarouselFormScreen',
    name: 'BannerCarouselFormScreen',
    access: ['read', 'bannerCarousels'],
  },
  {
    path: 'carousel/product-carousel',
    screen: 'merchandising/CarouselListScreen',
    name: 'ProductCarouselListScreen',
    access: ['read', 'productCarousels'],
  },
  {
    path: 'carousel/product-carousel/new',
    screen: 'merchandising/ProductCarouselFormScreen',
    name: 'ProductCarouselFormScreen',
    access: ['create', 'productCarousels'],
  },
  {
    path: 'carousel/product-carousel/:id/edit',
    screen: 'merchandising/ProductCarouselFormScreen',
    name: 'ProductCarouselFormScreen',
    access: ['read', 'productCarousels'],
  },
  {
    path: 'featured-menu',
    screen: 'merchandising/FeaturedMenuListScreen',
    name: 'FeaturedMenuListScreen',
    access: ['read', 'featuredMenus'],
  },
  {
    path: 'featured-menu/new',
    screen: 'merchandising/FeaturedMenuFormScreen',
    name: 'FeaturedMenuFormScreen',
    access: ['create', 'featuredMenus'],
  },
  {
    path: 'featured-menu/:id/edit',
    screen: 'merchandising/FeaturedMenuFormScreen',
    name: 'FeaturedMenuFormScreen',
    access: ['read', 'featuredMenus'],
  },
  {
    path: 'page-layout',
    screen: 'layouts/PageLayoutListScreen',
    name: 'PageLayoutListScreen',
    access: ['read', 'pageLayouts'],
  },
  {
    path: 'page-layout/new',
    screen: 'layouts/PageLayoutBuilderScreen',
    name: 'PageLayoutBuilderScreen',
    access: ['create', 'pageLayouts'],
  },
  {
    path: 'blog',
    screen: 'blog/BlogPostListScreen',
    name: 'BlogPostListScreen',
    access: ['read', 'blogPosts'],
  },
  { path: 'blog/new', screen: 'blog/BlogPostFormScreen', name: 'BlogPostFormScreen', access: ['create', 'blogPosts'] },
  {
    path: 'blog/:id/edit',
    screen: 'blog/BlogPostFormScreen',
    name: 'BlogPostFormScreen',
    access: ['read', 'blogPosts'],
  },
  {
    path: 'media-library',
    screen: 'media/MediaLibraryScreen',
    name: 'MediaLibraryScreen',
    access: ['read', 'media'],
  },
  {
    path: 'products/import',
    screen: 'imports/ImportStartScreen',
    name: 'ImportStartScreen',
    access: ['import', 'products'],
  },
  { path: 'products/import/:id', screen: 'imports/ImportScreen', name: 'ImportScreen', access: ['read', 'products'] },
  {
    path: 'brands/import',
    screen: 'imports/ImportStartScreen',
    name: 'ImportStartScreen',
    access: ['import', 'brands'],
  },
  { path: 'brands/import/:id', screen: 'imports/ImportScreen', name: 'ImportScreen', access: ['read', 'brands'] },
  {
    path: 'stores/import',
    screen: 'imports/ImportStartScreen',
    name: 'ImportStartScreen',
    access: ['import', 'stores'],
  },
  { path: 'stores/import/:id', screen: 'imports/ImportScreen', name: 'ImportScreen', access: ['read', 'stores'] },
  {
    path: 'categories/import',
    screen: 'imports/ImportStartScreen',
    name: 'ImportStartScreen',
    access: ['import', 'categories'],
  },
  {
    path: 'categories/import/:id',
    screen: 'imports/ImportScreen',
    name: 'ImportScreen',
    access: ['read', 'categories'],
  },
];

/** The screens outside it. */
export const openScreens = {
  login: { screen: 'login/LoginScreen', name: 'LoginScreen' },
  notFound: { screen: 'errors/NotFoundScreen', name: 'NotFoundScreen' },
} satisfies Record<string, ScreenRef>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The guarded screen a pathname opens, matched as the router matches it (a `:param` takes any one segment, letters
 * compare case-insensitively), or undefined. Only a head start: a miss loads the screen when its route does.
 */
export function guardedScreenFor(pathname: string): ScreenRoute | undefined {
  const segments = segmentsOf(pathname.toLowerCase());
  const fits = (route: ScreenRoute) => {
    const pattern = segmentsOf(route.path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index])
    );
  };
  // A fixed segment outranks a parameter (react-router ranks them so too).
  const staticParts = (route: ScreenRoute) => segmentsOf(route.path).filter((part) => !part.startsWith(':')).length;
  return guardedScreens.filter(fits).sort((a, b) => staticParts(b) - staticParts(a))[0];
}
