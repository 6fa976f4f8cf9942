import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { FilterKind, FilterOption } from '../stores/filters';
import { useAdminCore } from './AdminCoreProvider';

/**
 * A list filter on one of the filter stores (spec §3/§4), driven by ids (the URL's): fetches the first page of titles
 * on first use, resolves the titles of ids it has not seen, and turns the store's titles back into options.
 */
export function useFilterPicker(kind: FilterKind, selectedIds: readonly string[]) {
  const core = useAdminCore();
  const store = core.stores.filters[kind];
  const state = useStore(store);
  const idsKey = selectedIds.join(',');

  useEffect(() => {
    if (store.getState().shouldFetch && store.getState().page === 1) void store.getState().fetch();
  }, [store]);

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
  };
}
