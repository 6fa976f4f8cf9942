import { DashboardStatsDocument } from '@deals/admin-core';
import { queryPreload } from '../../kit/routePreload';

export const firstQuery = queryPreload(DashboardStatsDocument, {});
