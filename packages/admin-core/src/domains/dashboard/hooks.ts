import { useQueryResult } from '../../react/queryHooks';
import { DashboardStatsDocument } from './operations.generated';

export const useDashboardStats = () => useQueryResult(DashboardStatsDocument, {}, (data) => data.dashboardStats);
