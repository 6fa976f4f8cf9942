import type { JobRunStatus, JobStatus } from '@deals/admin-core';
import { Badge } from '@deals/ui';

const runTones = { RUNNING: 'info', SUCCEEDED: 'success', FAILED: 'danger' } as const;
const runLabels: Record<JobRunStatus, string> = { RUNNING: 'Running', SUCCEEDED: 'Succeeded', FAILED: 'Failed' };

export const RunStatusBadge = ({ status }: { status: JobRunStatus }) => (
  <Badge tone={runTones[status]}>{runLabels[status]}</Badge>
);

export const JobStatusBadge = ({ status }: { status: JobStatus }) => (
  <Badge tone={status === 'ACTIVE' ? 'success' : 'warning'}>{status === 'ACTIVE' ? 'Active' : 'Paused'}</Badge>
);
