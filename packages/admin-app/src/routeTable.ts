import type { ScreenRef, ScreenRoute } from './routeTypes';

/**
 * The one route table: every screen is declared here once — its path, its screen module, what the permission table
 * must allow to open it, its sidebar entry and its first query. The router (routes.tsx), the sidebar and command
 * palette (layout/navigation.tsx) and the first-query preloading (firstQueries.ts) are all derived from it.
 *
 * Plain data, no imports beyond types: the entry chunk (main.tsx) reads it to fetch the current page's screen beside
 * the app's own code (issue 17), so a screen and its first query are named by module path, and icons by name.
 *
 * These are the screens under the guarded layout (a session and WhoAmI first).
 */
export const guardedScreens: readonly ScreenRoute[] = [
  {
    path: '',
    screen: 'dashboard/DashboardScreen',
    name: 'DashboardScreen',
    access: ['read', 'dashboard'],
    nav: { label: 'Dashboard', icon: 'LayoutDashboard', group: 'Overview', order: 1 },
    firstQuery: 'dashboard/dashboardQuery',
  },
  { path: 'profile', screen: 'profile/ProfileScreen', name: 'ProfileScreen' },
  {
    path: 'users',
    screen: 'users/UserListScreen',
    name: 'UserListScreen',
    access: ['read', 'users'],
    nav: { label: 'Users', icon: 'Users', group: 'Administration', order: 1 },
  },
  { path: 'users/new', screen: 'users/UserFormScreen', name: 'UserFormScreen', access: ['create', 'users'] },
  {
    path: 'activity',
    screen: 'activity/ActivityScreen',
    name: 'ActivityScreen',
    access: ['read', 'activity'],
    nav: { label: 'Activity', icon: 'History', group: 'Administration', order: 4, requires: 'history' },
  },
  { path: 'users/:id/edit', screen: 'users/UserFormScreen', name: 'UserFormScreen', access: ['read', 'users'] },
  {
    path: 'products',
    screen: 'products/ProductListScreen',
    name: 'ProductListScreen',
    access: ['read', 'products'],
    nav: { label: 'Products', icon: 'Package', group: 'Catalogue', order: 1 },
    firstQuery: 'products/productListQuery',
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
    nav: { label: 'Brands', icon: 'Tags', group: 'Catalogue', order: 2 },
    firstQuery: 'brands/brandListQuery',
  },
  { path: 'brands/new', screen: 'brands/BrandFormScreen', name: 'BrandFormScreen', access: ['create', 'brands'] },
  { path: 'brands/:id/edit', screen: 'brands/BrandFormScreen', name: 'BrandFormScreen', access: ['read', 'brands'] },
  {
    path: 'categories',
    screen: 'categories/CategoryListScreen',
    name: 'CategoryListScreen',
    access: ['read', 'categories'],
    nav: { label: 'Categories', icon: 'FolderTree', group: 'Catalogue', order: 3 },
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
    nav: { label: 'Stores', icon: 'Store', group: 'Catalogue', order: 4 },
  },
  { path: 'stores/new', screen: 'stores/StoreFormScreen', name: 'StoreFormScreen', access: ['create', 'stores'] },
  { path: 'stores/:id/edit', screen: 'stores/StoreFormScreen', name: 'StoreFormScreen', access: ['read', 'stores'] },
  {
    path: 'sales',
    screen: 'sales/SaleListScreen',
    name: 'SaleListScreen',
    access: ['read', 'sales'],
    nav: { label: 'Sales', icon: 'BadgePercent', group: 'Merchandising', order: 1 },
  },
  { path: 'sales/new', screen: 'sales/SaleFormScreen', name: 'SaleFormScreen', access: ['create', 'sales'] },
  { path: 'sales/:slug/edit', screen: 'sales/SaleFormScreen', name: 'SaleFormScreen', access: ['read', 'sales'] },
  {
    path: 'organizations',
    screen: 'organizations/OrganizationListScreen',
    name: 'OrganizationListScreen',
    access: ['read', 'organizations'],
    nav: { label: 'Organizations', icon: 'Building2', group: 'Administration', order: 2 },
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
    nav: { label: 'Job scheduler', icon: 'Timer', group: 'Administration', order: 3 },
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
    nav: { label: 'Banner carousels', icon: 'GalleryHorizontal', group: 'Merchandising', order: 2 },
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
    nav: { label: 'Product carousels', icon: 'GalleryHorizontalEnd', group: 'Merchandising', order: 3 },
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
    nav: { label: 'Featured menus', icon: 'ListOrdered', group: 'Merchandising', order: 4 },
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
    nav: { label: 'Page layouts', icon: 'PanelsTopLeft', group: 'Merchandising', order: 5 },
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
    nav: { label: 'Blog', icon: 'Newspaper', group: 'Merchandising', order: 6 },
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
    nav: { label: 'Media library', icon: 'Images', group: 'Catalogue', order: 5 },
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
