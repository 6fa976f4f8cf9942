import type { AdminCore } from '@deals/admin-core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteProgressBar } from '@deals/ui';
import { GuardedLayout } from './layout/GuardedLayout';
import { RootLayout } from './layout/RootLayout';
import { needs } from './kit/routeAccess';
import type { ScreenModule } from './kit/routePreload';

/**
 * The lazy routes of one admin core: a screen's code loads on first visit while the RouteProgressBar shows. `handle`
 * says what the route needs by the permission table; a role without it sees the shell's "You don't have access"
 * page instead. A screen with a preload gets it as the route's loader: its first query starts as soon as its code is
 * in, beside the session check, not after it (the guarded layout still shows the page only once WhoAmI answered).
 */
function screensOf(core: AdminCore) {
  return function screen(
    path: string | undefined,
    load: () => Promise<ComponentType | ScreenModule>,
    handle?: ReturnType<typeof needs>,
  ): RouteObject {
    const lazy = async () => {
      const loaded = await load();
      if (!('Component' in loaded)) return { Component: loaded };
      const { Component, preload } = loaded;
      if (!preload) return { Component };
      return {
        Component,
        loader: ({ request }: { request: Request }) => {
          preload(core, new URL(request.url));
          // Nothing to wait for: the screen reads its data through its own hook.
          return null;
        },
      };
    };
    return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
  };
}

const brandForm = () => import('./screens/brands/BrandFormScreen').then((m) => m.BrandFormScreen);
const storeForm = () => import('./screens/stores/StoreFormScreen').then((m) => m.StoreFormScreen);
const categoryForm = () => import('./screens/categories/CategoryFormScreen').then((m) => m.CategoryFormScreen);
const productForm = () => import('./screens/products/ProductFormScreen').then((m) => m.ProductFormScreen);
const saleForm = () => import('./screens/sales/SaleFormScreen').then((m) => m.SaleFormScreen);
const jobForm = () => import('./screens/jobs/JobFormScreen').then((m) => m.JobFormScreen);
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

/** The route tree of spec §2 for one admin core; any other path goes to /404. */
export function appRoutes(core: AdminCore): RouteObject[] {
  const screen = screensOf(core);
  return [
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
            screen(
              undefined,
              () => import('./screens/dashboard/DashboardScreen').then((m) => m.dashboardScreen),
              needs('read', 'dashboard'),
            ),
            screen('profile', () => import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen)),
            screen(
              'users',
              () => import('./screens/users/UserListScreen').then((m) => m.UserListScreen),
              needs('read', 'users'),
            ),
            screen('users/new', userForm, needs('create', 'users')),
            screen(
              'activity',
              () => import('./screens/activity/ActivityScreen').then((m) => m.ActivityScreen),
              needs('read', 'activity'),
            ),
            screen('users/:id/edit', userForm, needs('read', 'users')),
            screen(
              'products',
              () => import('./screens/products/ProductListScreen').then((m) => m.productListScreen),
              needs('read', 'products'),
            ),
            screen('products/new', productForm, needs('create', 'products')),
            screen('products/:id/edit', productForm, needs('read', 'products')),
            screen(
              'brands',
              () => import('./screens/brands/BrandListScreen').then((m) => m.brandListScreen),
              needs('read', 'brands'),
            ),
            screen('brands/new', brandForm, needs('create', 'brands')),
            screen('brands/:id/edit', brandForm, needs('read', 'brands')),
            screen(
              'categories',
              () => import('./screens/categories/CategoryListScreen').then((m) => m.CategoryListScreen),
              needs('read', 'categories'),
            ),
            screen('categories/new', categoryForm, needs('create', 'categories')),
            screen('categories/:id/edit', categoryForm, needs('read', 'categories')),
            screen(
              'categories/move-categories',
              () => import('./screens/categories/MoveCategoriesScreen').then((m) => m.MoveCategoriesScreen),
              needs('update', 'categories'),
            ),
            screen(
              'stores',
              () => import('./screens/stores/StoreListScreen').then((m) => m.StoreListScreen),
              needs('read', 'stores'),
            ),
            screen('stores/new', storeForm, needs('create', 'stores')),
            screen('stores/:id/edit', storeForm, needs('read', 'stores')),
            screen(
              'sales',
              () => import('./screens/sales/SaleListScreen').then((m) => m.SaleListScreen),
              needs('read', 'sales'),
            ),
            screen('sales/new', saleForm, needs('create', 'sales')),
            screen('sales/:slug/edit', saleForm, needs('read', 'sales')),
            screen(
              'organizations',
              () => import('./screens/organizations/OrganizationListScreen').then((m) => m.OrganizationListScreen),
              needs('read', 'organizations'),
            ),
            screen('organizations/new', organizationForm, needs('create', 'organizations')),
            screen('organizations/:id/edit', organizationForm, needs('read', 'organizations')),
            screen(
              'jobscheduler',
              () => import('./screens/jobs/JobListScreen').then((m) => m.JobListScreen),
              needs('read', 'jobs'),
            ),
            screen('jobscheduler/new', jobForm, needs('create', 'jobs')),
            screen('jobscheduler/:id/edit', jobForm, needs('update', 'jobs')),
            screen(
              'jobscheduler/:id/details',
              () => import('./screens/jobs/JobDetailsScreen').then((m) => m.JobDetailsScreen),
              needs('read', 'jobs'),
            ),
            screen(
              'carousel/banner-carousel',
              () => import('./screens/merchandising/CarouselListScreen').then((m) => m.BannerCarouselListScreen),
              needs('read', 'bannerCarousels'),
            ),
            screen('carousel/banner-carousel/new', bannerCarouselForm, needs('create', 'bannerCarousels')),
            screen('carousel/banner-carousel/:id/edit', bannerCarouselForm, needs('read', 'bannerCarousels')),
            screen(
              'carousel/product-carousel',
              () => import('./screens/merchandising/CarouselListScreen').then((m) => m.ProductCarouselListScreen),
              needs('read', 'productCarousels'),
            ),
            screen('carousel/product-carousel/new', productCarouselForm, needs('create', 'productCarousels')),
            screen('carousel/product-carousel/:id/edit', productCarouselForm, needs('read', 'productCarousels')),
            screen(
              'featured-menu',
              () => import('./screens/merchandising/FeaturedMenuListScreen').then((m) => m.FeaturedMenuListScreen),
              needs('read', 'featuredMenus'),
            ),
            screen('featured-menu/new', featuredMenuForm, needs('create', 'featuredMenus')),
            screen('featured-menu/:id/edit', featuredMenuForm, needs('read', 'featuredMenus')),
            screen(
              'page-layout',
              () => import('./screens/layouts/PageLayoutListScreen').then((m) => m.PageLayoutListScreen),
              needs('read', 'pageLayouts'),
            ),
            screen(
              'page-layout/new',
              () => import('./screens/layouts/PageLayoutBuilderScreen').then((m) => m.PageLayoutBuilderScreen),
              needs('create', 'pageLayouts'),
            ),
            screen(
              'blog',
              () => import('./screens/blog/BlogPostListScreen').then((m) => m.BlogPostListScreen),
              needs('read', 'blogPosts'),
            ),
            screen('blog/new', blogPostForm, needs('create', 'blogPosts')),
            screen('blog/:id/edit', blogPostForm, needs('read', 'blogPosts')),
            screen(
              'media-library',
              () => import('./screens/media/MediaLibraryScreen').then((m) => m.MediaLibraryScreen),
              needs('read', 'media'),
            ),
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter(core: AdminCore) {
  return createBrowserRouter(appRoutes(core));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
