import {
  readListState,
  updateListState,
  writeListState,
  type ListState,
  type ListStateOptions,
} from '@deals/admin-core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListStateUpdateOptions {
  /** Replace the current history entry instead of adding one (search as you type: no entry per keystroke). */
  replace?: boolean;
}

/** A list's page, sort, search and filters, kept in the URL (shareable, and the back button works). */
export function useUrlListState(options: ListStateOptions) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, options), [params, options]);
  const update = useCallback(
    (change: Partial<ListState>, how: ListStateUpdateOptions = {}) =>
      setParams(writeListState(updateListState(state, change), options), {
        replace: how.replace ?? false,
        // A new search, filter or sort keeps the list where the person is (a new page scrolls up by itself).
        preventScrollReset: true,
      }),
    [state, options, setParams],
  );
  return [state, update] as const;
}
