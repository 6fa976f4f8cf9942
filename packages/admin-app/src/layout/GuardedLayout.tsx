import {
  useAccess,
  useAuth,
  useCrossTabSync,
  useHistoryEnabled,
  useSessionGuard,
  useSignOut,
  useSettings,
} from '@deals/admin-core';
import { AppShell, ErrorState, RouteProgressBar } from '@deals/ui';
import { Suspense, useDeferredValue, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CommandPaletteHost } from './CommandPaletteHost';
import { useRouteAccess } from '../kit/routeAccess';
import { NoAccessScreen } from '../screens/errors/NoAccessScreen';
import { navigationFor } from './navigation';

/**
 * Spec §4: every route under / needs a session; the user (WhoAmI) and their role are loaded before the page shows.
 * The sidebar lists only the screens the role may open; a route it may not open shows "You don't have access".
 */
export function GuardedLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const pathAndQuery = `${location.pathname}${location.search}`;
  const guard = useSessionGuard(pathAndQuery, navigate);
  useCrossTabSync({ pathAndQuery, redirectTo: null }, navigate);
  const user = useAuth((state) => state.user);
  const settings = useSettings((state) => state);
  const signOut = useSignOut();
  const access = useAccess();
  const required = useRouteAccess();
  const history = useHistoryEnabled();
  const navigation = useMemo(() => navigationFor(access, { history }), [access, history]);
  const refused = required && !access.can(required.action, required.resource);
  // The shell commits first and the screen right after, in a render of its own that yields to the browser: with the
  // screen's data already in (fetched beside the session check), shell and screen together made one task of 150 ms
  // and more on /products (issue 17).
  const screenShown = useDeferredValue(guard.status === 'ready');

  if (guard.status === 'error')
    return <ErrorState title="Your session could not be checked" message={guard.message} onRetry={guard.retry} />;
  if (guard.status !== 'ready') return <RouteProgressBar isLoading delayMs={0} label="Checking your session" />;
  return (
    <AppShell
      navigation={navigation}
      currentPath={location.pathname}
      user={user ?? guard.user}
      onSignOut={() => void signOut()}
      colorScheme={settings.themeMode}
      onToggleColorScheme={settings.toggleThemeMode}
      sidebarCollapsed={settings.sidebarCollapsed}
      onSidebarCollapsedChange={settings.setSidebarCollapsed}
      topBarExtras={<CommandPaletteHost />}
    >
      {refused ? (
        <NoAccessScreen reason={access.reason(required.action, required.resource)} />
      ) : (
        <Suspense fallback={<RouteProgressBar isLoading />}>{screenShown ? <Outlet /> : null}</Suspense>
      )}
    </AppShell>
  );
}
