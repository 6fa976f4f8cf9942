import type { RoutePreload } from './kit/routePreload';
import { brandListPreload } from './screens/brands/brandListQuery';
import { dashboardPreload } from './screens/dashboard/dashboardQuery';
import { productListPreload } from './screens/products/productListQuery';

/**
 * The first query of each screen that has one, by screen module (src/screenTable.ts). Part of the app's chunk, not
 * the screen's: a full load starts it as the app starts, a navigation as it begins — neither waits for the screen's
 * code (issue 17: on /brands the list query went out only once the screen's chunk was in).
 */
export const firstQueries: Partial<Record<string, RoutePreload>> = {
  'dashboard/DashboardScreen': dashboardPreload,
  'brands/BrandListScreen': brandListPreload,
  'products/ProductListScreen': productListPreload,
};
