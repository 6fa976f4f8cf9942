import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteProgressBar } from '@deals/ui';
import { GuardedLayout } from './layout/GuardedLayout';
import { RootLayout } from './layout/RootLayout';

/** A lazy route: its screen's code loads on first visit while the RouteProgressBar shows. */
function screen(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const brandForm = () => import('./screens/brands/BrandFormScreen').then((m) => m.BrandFormScreen);
const storeForm = () => import('./screens/stores/StoreFormScreen').then((m) => m.StoreFormScreen);
const categoryForm = () => import('./screens/categories/CategoryFormScreen').then((m) => m.CategoryFormScreen);
const productForm = () => import('./screens/products/ProductFormScreen').then((m) => m.ProductFormScreen);
const saleForm = () => import('./screens/sales/SaleFormScreen').then((m) => m.SaleFormScreen);
const organizationForm = () =>
  import('./screens/organizations/OrganizationFormScreen').then((m) => m.OrganizationFormScreen);
const userForm = () => import('./screens/users/UserFormScreen').then((m) => m.UserFormScreen);
const bannerCarouselForm = () =>
  import('./screens/merchandising/BannerCarouselFormScreen').then((m) => m.BannerCarouselFormScreen);
const productCarouselForm = () =>
  import('./screens/merchandising/ProductCarouselFormScreen').then((m) => m.ProductCarouselFormScreen);
const featuredMenuForm = () =>
  import('./screens/merchandising/FeaturedMenuFormScreen').then((m) => m.FeaturedMenuFormScreen);
const blogPostForm = () => import('./screens/blog/BlogPostFormScreen').then((m) => m.BlogPostFormScreen);

/** The route tree of spec §2; any other path goes to /404. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first route of a full load is lazy: show the progress bar while it loads (and no react-router warning).
    hydrateFallbackElement: <RouteProgressBar isLoading delayMs={0} />,
    children: [
      screen('/login', () => import('./screens/login/LoginScreen').then((m) => m.LoginScreen)),
      screen('/404', () => import('./screens/errors/NotFoundScreen').then((m) => m.NotFoundScreen)),
      {
        path: '/',
        element: <GuardedLayout />,
        children: [
          screen(undefined, () => import('./screens/dashboard/DashboardScreen').then((m) => m.DashboardScreen)),
          screen('profile', () => import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen)),
          screen('users', () => import('./screens/users/UserListScreen').then((m) => m.UserListScreen)),
          screen('users/new', userForm),
          screen('users/:id/edit', userForm),
          screen('products', () => import('./screens/products/ProductListScreen').then((m) => m.ProductListScreen)),
          screen('products/new', productForm),
          screen('products/:id/edit', productForm),
          screen('brands', () => import('./screens/brands/BrandListScreen').then((m) => m.BrandListScreen)),
          screen('brands/new', brandForm),
          screen('brands/:id/edit', brandForm),
          screen('categories', () =>
            import('./screens/categories/CategoryListScreen').then((m) => m.CategoryListScreen),
          ),
          screen('categories/new', categoryForm),
          screen('categories/:id/edit', categoryForm),
          screen('categories/move-categories', () =>
            import('./screens/categories/MoveCategoriesScreen').then((m) => m.MoveCategoriesScreen),
          ),
          screen('stores', () => import('./screens/stores/StoreListScreen').then((m) => m.StoreListScreen)),
          screen('stores/new', storeForm),
          screen('stores/:id/edit', storeForm),
          screen('sales', () => import('./screens/sales/SaleListScreen').then((m) => m.SaleListScreen)),
          screen('sales/new', saleForm),
          screen('sales/:slug/edit', saleForm),
          screen('organizations', () =>
            import('./screens/organizations/OrganizationListScreen').then((m) => m.OrganizationListScreen),
          ),
          screen('organizations/new', organizationForm),
          screen('organizations/:id/edit', organizationForm),
          screen('jobscheduler', () => import('./screens/jobs/JobListScreen').then((m) => m.JobListScreen)),
          screen('jobscheduler/:id/details', () =>
            import('./screens/jobs/JobDetailsScreen').then((m) => m.JobDetailsScreen),
          ),
          screen('carousel/banner-carousel', () =>
            import('./screens/merchandising/CarouselListScreen').then((m) => m.BannerCarouselListScreen),
          ),
          screen('carousel/banner-carousel/new', bannerCarouselForm),
          screen('carousel/banner-carousel/:id/edit', bannerCarouselForm),
          screen('carousel/product-carousel', () =>
            import('./screens/merchandising/CarouselListScreen').then((m) => m.ProductCarouselListScreen),
          ),
          screen('carousel/product-carousel/new', productCarouselForm),
          screen('carousel/product-carousel/:id/edit', productCarouselForm),
          screen('featured-menu', () =>
            import('./screens/merchandising/FeaturedMenuListScreen').then((m) => m.FeaturedMenuListScreen),
          ),
          screen('featured-menu/new', featuredMenuForm),
          screen('featured-menu/:id/edit', featuredMenuForm),
          screen('page-layout', () =>
            import('./screens/layouts/PageLayoutListScreen').then((m) => m.PageLayoutListScreen),
          ),
          screen('page-layout/new', () =>
            import('./screens/layouts/PageLayoutBuilderScreen').then((m) => m.PageLayoutBuilderScreen),
          ),
          screen('blog', () => import('./screens/blog/BlogPostListScreen').then((m) => m.BlogPostListScreen)),
          screen('blog/new', blogPostForm),
          screen('blog/:id/edit', blogPostForm),
          screen('media-library', () => import('./screens/media/MediaLibraryScreen').then((m) => m.MediaLibraryScreen)),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
