import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFilterStore, type FetchFilterPage } from './filters';

const page = (titles: string[], count: number) => ({
  items: titles.map((title, index) => ({ id: String(index + 1), title })),
  count,
});

describe('filter stores for category, brand and store (spec §3/§4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with page 1, shouldFetch true and nothing loaded', () => {
    const store = createFilterStore(vi.fn());
    expect(store.getState()).toMatchObject({
      results: [],
      selected: [],
      count: 0,
      page: 1,
      loading: false,
      shouldFetch: true,
    });
  });

  it('is loading while the query runs', async () => {
    let resolve!: (value: Awaited<ReturnType<FetchFilterPage>>) => void;
    const store = createFilterStore(() => new Promise((done) => (resolve = done)));
    const pending = store.getState().fetch();
    expect(store.getState().loading).toBe(true);
    resolve(page(['Lumio'], 1));
    await pending;
    expect(store.getState().loading).toBe(false);
  });

  it('on success results become the unique set of selected + existing + fetched titles, and count is replaced', async () => {
    const fetchPage = vi
      .fn<FetchFilterPage>()
      .mockResolvedValueOnce(page(['Arclight', 'Bramble'], 4))
      .mockResolvedValueOnce(page(['Bramble', 'Cobalt Audio'], 3));
    const store = createFilterStore(fetchPage, 2);
    store.getState().setSelected(['Zephyr Labs']);
    await store.getState().fetch();
    expect(store.getState()).toMatchObject({ results: ['Zephyr Labs', 'Arclight', 'Bramble'], count: 4 });
    await store.getState().fetchNextPage();
    expect(fetchPage).toHaveBeenLastCalledWith({ search: '', page: 2, limit: 2 });
    expect(store.getState()).toMatchObject({
      results: ['Zephyr Labs', 'Arclight', 'Bramble', 'Cobalt Audio'],
      count: 3,
      page: 2,
    });
  });

  it('stops fetching once every title is loaded', async () => {
    const fetchPage = vi.fn<FetchFilterPage>().mockResolvedValue(page(['A', 'B'], 2));
    const store = createFilterStore(fetchPage, 25);
    await store.getState().fetch();
    expect(store.getState().shouldFetch).toBe(false);
    await store.getState().fetch();
    await store.getState().fetchNextPage();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('on failure loading resets and the error is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createFilterStore(vi.fn<FetchFilterPage>().mockRejectedValue(new Error('offline')));
    store.getState().setSelected(['Kept']);
    await store.getState().fetch();
    expect(store.getState()).toMatchObject({ loading: false, results: ['Kept'], count: 0 });
    expect(logged).toHaveBeenCalledWith('Filter fetch failed', expect.any(Error));
  });

  it('a new search starts again at page 1, keeping the selected titles visible', async () => {
    const fetchPage = vi.fn<FetchFilterPage>().mockResolvedValue(page(['Lumio'], 1));
    const store = createFilterStore(fetchPage);
    store.getState().setSelected(['Kestrel']);
    store.getState().setSearch('lu');
    await store.getState().fetch();
    expect(fetchPage).toHaveBeenCalledWith({ search: 'lu', page: 1, limit: 25 });
    expect(store.getState().results).toEqual(['Kestrel', 'Lumio']);
  });

  it('drops an answer to a search that was replaced while it ran', async () => {
    let resolveOld!: (value: Awaited<ReturnType<FetchFilterPage>>) => void;
    const fetchPage = vi
      .fn<FetchFilterPage>()
      .mockImplementationOnce(() => new Promise((done) => (resolveOld = done)))
      .mockResolvedValueOnce(page(['Northwind'], 1));
    const store = createFilterStore(fetchPage);
    store.getState().setSearch('a');
    const old = store.getState().fetch();
    store.getState().setSearch('no');
    await store.getState().fetch();
    resolveOld(page(['Arclight'], 30));
    await old;
    expect(store.getState()).toMatchObject({ results: ['Northwind'], count: 1 });
  });

  it('maps chosen titles back to ids for the list filter', async () => {
    const store = createFilterStore(
      vi.fn<FetchFilterPage>().mockResolvedValue({ items: [{ id: '7', title: 'Lumio' }], count: 1 }),
    );
    await store.getState().fetch();
    expect(store.getState().idsByTitle).toEqual({ Lumio: '7' });
  });
});
