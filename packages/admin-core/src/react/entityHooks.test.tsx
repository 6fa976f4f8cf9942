import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { useBrandById, useBrandList, useCreateBrand, useDeleteBrand, useUpdateBrand } from '../domains/brands/hooks';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';

describe('entity hooks keep lists current without a refetch storm', () => {
  const api = withInProcessApi();
  let wrapper: (props: { children: ReactNode }) => ReactNode;

  beforeAll(async () => {
    const tokens = await api.server.api.login();
    const core = createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...tokens }),
    });
    wrapper = providerFor(core);
  });

  const useScreen = () => ({
    list: useBrandList({ limit: 25, search: 'Acme' }),
    create: useCreateBrand(),
    update: useUpdateBrand(),
    remove: useDeleteBrand(),
  });

  it('loads a page as a loading → success union', async () => {
    const { result } = renderHook(() => useBrandList({ limit: 5 }), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    if (result.current.status === 'success') expect(result.current.data.items).toHaveLength(5);
  });

  it('an update shows in the list from the normalised cache, with no refetch', async () => {
    const { result } = renderHook(useScreen, { wrapper });
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    let created: Awaited<ReturnType<typeof result.current.create.run>> | undefined;
    await act(async () => {
      created = await result.current.create.run({ input: { title: 'Acme One' } });
    });
    expect(created?.ok).toBe(true);
    await waitFor(() => {
      const list = result.current.list;
      expect(list.status === 'success' && list.data.items.map((brand) => brand.title)).toEqual(['Acme One']);
    });
    const id = created?.ok ? created.data.createBrand.id : '';
    const listCallsBefore = api.server.count('FindBrands');
    await act(async () => {
      await result.current.update.run({ id, input: { title: 'Acme Renamed' } });
    });
    const list = result.current.list;
    expect(list.status === 'success' && list.data.items[0]?.title).toBe('Acme Renamed');
    expect(api.server.count('FindBrands')).toBe(listCallsBefore);
  });

  it('a delete leaves the list after one refetch, and a refused save returns the message and field', async () => {
    const { result } = renderHook(useScreen, { wrapper });
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    const list = result.current.list;
    const id = list.status === 'success' ? list.data.items[0]!.id : '';
    const refused = await act(() => result.current.update.run({ id, input: { title: ' ' } }));
    expect(refused).toEqual({ ok: false, code: 'BAD_USER_INPUT', message: 'Title is required.', field: 'title' });
    const before = api.server.count('FindBrands');
    await act(async () => {
      await result.current.remove.run({ id });
    });
    await waitFor(() => {
      const current = result.current.list;
      expect(current.status === 'success' && current.data.count).toBe(0);
    });
    expect(api.server.count('FindBrands') - before).toBe(1);
  });

  it('deleting a record from its open edit screen never refetches the deleted record', async () => {
    const useEditScreen = (id: string) => ({
      brand: useBrandById(id),
      create: useCreateBrand(),
      remove: useDeleteBrand(),
    });
    const { result: maker } = renderHook(() => useCreateBrand(), { wrapper });
    const created = await act(() => maker.current.run({ input: { title: 'Acme Doomed' } }));
    const id = created.ok ? created.data.createBrand.id : '';
    const { result } = renderHook(() => useEditScreen(id), { wrapper });
    await waitFor(() => expect(result.current.brand.status).toBe('success'));
    const byIdBefore = api.server.count('FindBrandById');
    const deleted = await act(() => result.current.remove.run({ id }));
    expect(deleted.ok).toBe(true);
    // A request sent after the delete has been answered: a refetch the delete caused would have gone before it.
    await act(() => result.current.create.run({ input: { title: 'Acme After' } }));
    expect(api.server.count('FindBrandById')).toBe(byIdBefore);
  });
});
