import type { FeedImportStatus } from '@deals/admin-core';
import { StepList } from '@deals/ui';

const STEPS = ['File', 'Columns', 'Dry run', 'Apply', 'Report'] as const;

function currentStep(status: FeedImportStatus, mapping: boolean): number {
  if (mapping) return 1;
  if (status === 'CHECKING' || status === 'CHECKED') return 2;
  if (status === 'APPLYING') return 3;
  return 4;
}

/** The wizard's five steps, the current one from the import's status. */
export function ImportSteps({ status, mapping }: { status: FeedImportStatus; mapping: boolean }) {
  return <StepList aria-label="Import steps" steps={STEPS} current={currentStep(status, mapping)} />;
}
