import { recordNoun, useDeleteImpact, useHistoryEnabled, type DeleteImpact, type RecordType } from '@deals/admin-core';
import type { ReactNode } from 'react';

/** What the delete does to one kind of record: '12 products lose this category: "Phone 1", "Phone 2", "Phone 3" and 9 more.' */
function impactText(impact: DeleteImpact, deletedType: RecordType, deletedCount: number): string {
  const counted = `${impact.count} ${recordNoun(impact.recordType, impact.count).toLowerCase()}`;
  const deleted = `${deletedCount === 1 ? 'this' : 'these'} ${recordNoun(deletedType, deletedCount).toLowerCase()}`;
  const more = impact.count - impact.examples.length;
  // Quoted: a name may hold a comma ("Floor lamp, oak").
  const names = impact.examples.map((name) => `"${name}"`).join(', ');
  const which = impact.examples.length ? `: ${names}${more > 0 ? ` and ${more} more` : ''}` : '';
  // A layout keeps pointing at what is gone (layouts are never edited): its section shows nothing.
  if (!impact.changed) {
    return `${counted} ${impact.count === 1 ? 'shows' : 'show'} ${deleted}${which}. That section will show nothing.`;
  }
  return `${counted} ${impact.count === 1 ? 'loses' : 'lose'} ${deleted}${which}.`;
}

/**
 * Under a delete's confirmation: what else the delete changes, counted by the API while the dialog is open, and
 * whether that count is still coming (the dialog then holds its Delete button, so nobody deletes before reading it).
 * Without the history capability (a §7-only backend), or when the count cannot be had, the dialog says what it always
 * said and Delete is available.
 */
export function useDeleteImpactNote(
  recordType: RecordType | undefined,
  ids: readonly string[],
  open: boolean,
): { checking: boolean; note: ReactNode } {
  const enabled = useHistoryEnabled();
  const impact = useDeleteImpact(recordType, ids, { open });
  if (!enabled || !recordType || !open || ids.length === 0) return { checking: false, note: null };
  if (impact.status === 'loading') {
    return { checking: true, note: <p role="status">Checking what else the delete changes…</p> };
  }
  if (impact.status === 'error' || impact.data.length === 0) return { checking: false, note: null };
  return {
    checking: false,
    note: (
      <>
        {impact.data.map((item) => (
          <p key={`${item.recordType}:${item.field}`}>{impactText(item, recordType, ids.length)}</p>
        ))}
        {impact.data.some((item) => item.changed) ? <p>Each change is kept in their history.</p> : null}
      </>
    ),
  };
}
