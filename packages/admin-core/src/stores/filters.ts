import { createStore } from 'zustand/vanilla';

export const filterKinds = ['category', 'brand', 'store'] as const;
export type FilterKind = (typeof filterKinds)[number];

export interface FilterOption {
  id: string;
  title: string;
}

export type FetchFilterPage = (args: { search: string; page: number; limit: number }) => Promise<{
  items: FilterOption[];
  count: number;
}>;

/**
 * Spec §3/§4: one store each for category, brand and store. `results` are titles, `page` starts at 1 and
 * `shouldFetch` starts true. `idsByTitle` lets a list filter turn the chosen titles back into ids.
 */
export interface FilterState {
  results: string[];
  selected: string[];
  count: number;
  page: number;
  loading: boolean;
  shouldFetch: boolean;
  search: string;
  idsByTitle: Record<string, string>;
  /** Fetches the current page (when `shouldFetch`), merging titles as spec §4 says. */
  fetch(): Promise<void>;
  /** Moves to the next page and fetches it, while more titles remain. */
  fetchNextPage(): Promise<void>;
  setSearch(search: string): void;
  setSelected(titles: string[]): void;
  /** Selects by id (from the URL), once the ids' titles are known. */
  selectIds(ids: string[], options: FilterOption[]): void;
  reset(): void;
}

const unique = (titles: string[]) => [...new Set(titles)];

export function createFilterStore(fetchPage: FetchFilterPage, pageSize = 25) {
  const initial = {
    results: [] as string[],
    selected: [] as string[],
    count: 0,
    page: 1,
    loading: false,
    shouldFetch: true,
    search: '',
    idsByTitle: {} as Record<string, string>,
  };
  return createStore<FilterState>()((set, get) => ({
    ...initial,

    async fetch() {
      const { shouldFetch, search, page } = get();
      if (!shouldFetch) return;
      set({ loading: true });
      try {
        const { items, count } = await fetchPage({ search, page, limit: pageSize });
        // The answer may belong to a search the user has since replaced: drop it.
        if (get().search !== search || get().page !== page) return;
        const { selected, results, idsByTitle } = get();
        const merged = unique([...selected, ...results, ...items.map((item) => item.title)]);
        set({
          results: merged,
          count,
          loading: false,
          shouldFetch: page * pageSize < count,
          idsByTitle: { ...idsByTitle, ...Object.fromEntries(items.map((item) => [item.title, item.id])) },
        });
      } catch (error) {
        // Spec §4/§8: a failed filter fetch resets loading and is only logged.
        set({ loading: false });
        console.error('Filter fetch failed', error);
      }
    },

    async fetchNextPage() {
      const { shouldFetch, loading, page } = get();
      if (!shouldFetch || loading) return;
      set({ page: page + 1 });
      await get().fetch();
    },

    setSearch(search) {
      if (search === get().search) return;
      set({ search, page: 1, shouldFetch: true, results: get().selected, loading: false });
    },

    setSelected(titles) {
      set({ selected: unique(titles), results: unique([...titles, ...get().results]) });
    },

    selectIds(ids, options) {
      const chosen = options.filter((option) => ids.includes(option.id));
      set({
        selected: chosen.map((option) => option.title),
        results: unique([...chosen.map((option) => option.title), ...get().results]),
        idsByTitle: { ...get().idsByTitle, ...Object.fromEntries(chosen.map((option) => [option.title, option.id])) },
      });
    },

    reset: () => set({ ...initial }),
  }));
}

export type FilterStore = ReturnType<typeof createFilterStore>;
