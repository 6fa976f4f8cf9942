import type { SaleStatus } from '@deals/admin-core';
import { Badge } from '@deals/ui';

export const saleStatusLabels: Record<SaleStatus, string> = {
  RUNNING: 'Running',
  UPCOMING: 'Upcoming',
  ENDED: 'Ended',
};
const tones = { RUNNING: 'success', UPCOMING: 'info', ENDED: 'neutral' } as const;

export const SaleStatusBadge = ({ status }: { status: SaleStatus }) => (
  <Badge tone={tones[status]}>{saleStatusLabels[status]}</Badge>
);
