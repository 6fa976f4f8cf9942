import {
  readListState,
  updateListState,
  writeListState,
  type ListState,
  type ListStateOptions,
} from '@deals/admin-core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's page, sort, search and filters, kept in the URL (shareable, and the back button works). */
export function useUrlListState(options: ListStateOptions) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, options), [params, options]);
  const update = useCallback(
    (change: Partial<ListState>) => setParams(writeListState(updateListState(state, change), options)),
    [state, options, setParams],
  );
  return [state, update] as const;
}
