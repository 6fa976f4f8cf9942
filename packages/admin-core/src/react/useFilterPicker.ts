import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { FilterKind, FilterOption } from '../stores/filters';
import { useAdminCore } from './AdminCoreProvider';

export interface FilterPickerOptions {
  /**
   * When the first page of titles is fetched: as the picker mounts (the default), or only once `reach()` is called —
   * a person points at or focuses the field — so a list's first load does not pay for options nobody opened.
   */
  fetchOnMount?: boolean;
}

/**
 * A list filter on one of the filter stores (spec §3/§4), driven by ids (the URL's): fetches the first page of titles
 * on first use, resolves the titles of ids it has not seen, and turns the store's titles back into options.
 */
export function useFilterPicker(
  kind: FilterKind,
  selectedIds: readonly string[],
  { fetchOnMount = true }: FilterPickerOptions = {},
) {
  const core = useAdminCore();
  const store = core.stores.filters[kind];
  const state = useStore(store);
  const idsKey = selectedIds.join(',');

  // The first page, once per picker: later pages, searches and refetches are the store's own.
  const reached = useRef(false);
  const reach = useCallback(() => {
    if (reached.current) return;
    reached.current = true;
    if (store.getState().shouldFetch && store.getState().page === 1) void store.getState().fetch();
  }, [store]);
  useEffect(() => {
    if (fetchOnMount) reach();
  }, [fetchOnMount, reach]);

  useEffect(() => {
    const ids = idsKey ? idsKey.split(',') : [];
    const known = store.getState().idsByTitle;
    const titleById = new Map(Object.entries(known).map(([title, id]) => [id, title]));
    const missing = ids.filter((id) => !titleById.has(id));
    const select = (options: FilterOption[]) => store.getState().selectIds(ids, options);
    const knownOptions = ids.flatMap((id) => (titleById.has(id) ? [{ id, title: titleById.get(id)! }] : []));
    if (!missing.length) {
      select(knownOptions);
      return;
    }
    let current = true;
    core
      .filterTitles(kind, missing)
      .then((found) => current && select([...knownOptions, ...found]))
      .catch((error: unknown) => console.error('Filter titles failed', error));
    return () => {
      current = false;
    };
  }, [core, kind, store, idsKey]);

  const options = useMemo(
    () => state.results.flatMap((title) => (state.idsByTitle[title] ? [{ id: state.idsByTitle[title], title }] : [])),
    [state.results, state.idsByTitle],
  );
  const selected = useMemo(
    () => state.selected.flatMap((title) => (state.idsByTitle[title] ? [{ id: state.idsByTitle[title], title }] : [])),
    [state.selected, state.idsByTitle],
  );
  return {
    options,
    selected,
    loading: state.loading,
    search: state.search,
    setSearch: (search: string) => {
      store.getState().setSearch(search);
      void store.getState().fetch();
    },
    loadMore: () => void store.getState().fetchNextPage(),
    /** A person reached the field: fetches the first page of titles if it has not been (see `fetchOnMount`). */
    reach,
  };
}
