import type { FeedCountsFieldsFragment } from '@deals/admin-core';
import type { StatSummaryItem } from '@deals/ui';

/** An import's counts as the summary shows them; `planned` words them as the dry run's ("To create"). */
export const countItems = (counts: FeedCountsFieldsFragment, planned: boolean): StatSummaryItem[] => [
  { label: planned ? 'To create' : 'Created', value: counts.created, tone: 'success' },
  { label: planned ? 'To update' : 'Updated', value: counts.updated, tone: 'info' },
  { label: 'Unchanged', value: counts.unchanged },
  { label: planned ? 'To skip' : 'Skipped', value: counts.skipped },
  { label: 'Rejected', value: counts.rejected, tone: 'danger' },
];
