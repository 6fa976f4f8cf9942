import type { QueryResult } from '@deals/admin-core';
import { useDeferredValue } from 'react';

/**
 * A list's newest answer, rendered in a transition: Apollo hands a query's answer to React as a synchronous update,
 * so a page of rows (a table of 25 with thumbnails, badges and checkboxes) rendered in one task, the page's longest
 * after its first (issue 17). Deferred, React renders it in short slices between other work; until that render is
 * done the page keeps what it showed — the skeleton on a first load, the previous page after.
 */
export function useDeferredList<T>(list: QueryResult<T>): QueryResult<T> {
  const data = useDeferredValue(list.status === 'success' ? list.data : undefined);
  if (list.status !== 'success' || data === list.data) return list;
  // The newest answer's `refreshing` (false once it is in): marking the old rows as refreshing would flash the
  // table's progress bar for a frame on every change that came without a refetch (a save elsewhere, a live update).
  return data === undefined ? { status: 'loading' } : { ...list, data };
}
