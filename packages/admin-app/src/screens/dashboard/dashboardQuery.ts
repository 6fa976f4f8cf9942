import { DashboardStatsDocument } from '@deals/admin-core';
import { queryPreload } from '../../kit/routePreload';

/** The screen's first query, named by its route in the route table (routeTable.ts). */
export const firstQuery = queryPreload(DashboardStatsDocument, {});
