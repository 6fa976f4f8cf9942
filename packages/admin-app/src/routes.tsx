import { createBrowserRouter, Navigate } from 'react-router-dom';
import { GuardedLayout } from './layout/GuardedLayout';
import { RootLayout } from './layout/RootLayout';

/**
 * The route tree of spec §2. Every page is lazy: its code loads on first visit while the RouteProgressBar shows.
 * Screens not built yet are not routed, so their paths fall through to /404 like any unknown path.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          path: '/login',
          lazy: () => import('./screens/login/LoginScreen').then((module) => ({ Component: module.LoginScreen })),
        },
        {
          path: '/404',
          lazy: () =>
            import('./screens/errors/NotFoundScreen').then((module) => ({ Component: module.NotFoundScreen })),
        },
        {
          path: '/',
          element: <GuardedLayout />,
          children: [
            {
              index: true,
              lazy: () =>
                import('./screens/dashboard/DashboardScreen').then((module) => ({ Component: module.DashboardScreen })),
            },
            {
              path: 'brands',
              lazy: () =>
                import('./screens/brands/BrandListScreen').then((module) => ({ Component: module.BrandListScreen })),
            },
            {
              path: 'brands/new',
              lazy: () =>
                import('./screens/brands/BrandFormScreen').then((module) => ({ Component: module.BrandFormScreen })),
            },
            {
              path: 'brands/:id/edit',
              lazy: () =>
                import('./screens/brands/BrandFormScreen').then((module) => ({ Component: module.BrandFormScreen })),
            },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
