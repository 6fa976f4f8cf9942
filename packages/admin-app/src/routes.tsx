import type { AdminCore } from '@deals/admin-core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteProgressBar } from '@deals/ui';
import { GuardedLayout } from './layout/GuardedLayout';
import { RootLayout } from './layout/RootLayout';
import { needs } from './kit/routeAccess';
import { firstQueryOf } from './firstQueries';
import { guardedScreens, openScreens } from './routeTable';
import type { ScreenRef } from './routeTypes';

/** Every screen module, each its own chunk, loaded on a route's first visit. */
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  './screens/**/*Screen.tsx',
  // The shell shows it in place of a screen the role may not open: it comes with the shell.
  '!./screens/errors/NoAccessScreen.tsx',
]);

function componentOf({ screen, name }: ScreenRef) {
  return async () => {
    const load = screenModules[`./screens/${screen}.tsx`];
    if (!load) throw new Error(`The route table names a screen that does not exist: ${screen}.`);
    const Component = (await load())[name];
    if (!Component) throw new Error(`The screen module ${screen} has no export ${name}.`);
    return Component;
  };
}

/**
 * The lazy routes of one admin core: a screen's code loads on first visit while the RouteProgressBar shows. `handle`
 * says what the route needs by the permission table; a role without it sees the shell's "You don't have access"
 * page instead. A screen with a first query (`firstQuery` in the route table) gets it as the route's loader, beside the lazy code:
 * a navigation starts it at once, not once the screen's code is in (the guarded layout still shows the page only
 * once WhoAmI answered).
 */
function screensOf(core: AdminCore) {
  return function screen(
    path: string | undefined,
    ref: ScreenRef & { firstQuery?: string },
    handle?: ReturnType<typeof needs>,
  ): RouteObject {
    const load = componentOf(ref);
    const firstQuery = firstQueryOf(ref);
    const route = {
      lazy: async () => ({ Component: await load() }),
      handle,
      ...(firstQuery && {
        loader: ({ request }: { request: Request }) => {
          firstQuery(core, new URL(request.url));
          // Nothing to wait for: the screen reads its data through its own hook.
          return null;
        },
      }),
    };
    return path === undefined ? { ...route, index: true } : { ...route, path };
  };
}

/** The route tree of spec §2 for one admin core; any other path goes to /404. */
export function appRoutes(core: AdminCore): RouteObject[] {
  const screen = screensOf(core);
  return [
    {
      element: <RootLayout />,
      // The first route of a full load is lazy: show the progress bar while it loads (and no react-router warning).
      hydrateFallbackElement: <RouteProgressBar isLoading delayMs={0} />,
      children: [
        screen('/login', openScreens.login),
        screen('/404', openScreens.notFound),
        {
          path: '/',
          element: <GuardedLayout />,
          children: guardedScreens.map((route) =>
            screen(route.path || undefined, route, route.access && needs(route.access[0], route.access[1])),
          ),
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
