import { RouteProgressBar } from '@deals/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, useNavigation, type NavigateOptions } from 'react-router-dom';
import { PageArrival } from './PageArrival';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Lets every ui link navigate through react-router, shows the progress bar while a lazy page loads, and starts each
 * new page at its top with focus in it (PageArrival).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <RouteProgressBar isLoading={navigation.state === 'loading'} />
      <PageArrival />
      <Outlet />
    </AriaRouterProvider>
  );
}
