import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../../createAdminCore';
import { memoryStorage } from '../../session/storage';
import { providerFor, withInProcessApi } from '../../testing/hookTests';
import { useBrandById, useCreateBrand, useDeleteBrand, useUpdateBrand } from '../brands/hooks';
import { useActivity, useDeleteImpact, useRecordHistory, useRestorePreview, useRestoreRecordVersion } from './hooks';

describe('history hooks', () => {
  const api = withInProcessApi();
  let wrapperFor: (history: boolean) => (props: { children: ReactNode }) => ReactNode;

  beforeAll(async () => {
    const tokens = await api.server.api.login();
    wrapperFor = (history) => {
      const core = createAdminCore({
        uri: api.server.uri,
        fetch: api.server.fetch,
        storage: memoryStorage({ ...tokens }),
        history,
      });
      return providerFor(core);
    };
  });

  it('never asks a §7-only backend: with the capability off the hooks stay idle', async () => {
    const { result } = renderHook(
      () => ({
        history: useRecordHistory({ recordType: 'BRAND', recordId: '1' }),
        activity: useActivity({}),
        impact: useDeleteImpact('BRAND', ['1'], { open: true }),
        preview: useRestorePreview('1'),
      }),
      { wrapper: wrapperFor(false) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.history.status).toBe('loading');
    const asked = ['RecordHistory', 'Activity', 'DeleteImpact', 'RestorePreview'].map((name) => api.server.count(name));
    expect(asked).toEqual([0, 0, 0, 0]);
  });

  it('shows a rename newest first, refreshes after a save, and a restore brings the old title back', async () => {
    const wrapper = wrapperFor(true);
    const { result: created } = renderHook(useCreateBrand, { wrapper });
    const outcome = await act(() => created.current.run({ input: { title: 'History Old' } }));
    const id = outcome.ok ? outcome.data.createBrand.id : '';

    const { result } = renderHook(
      () => ({
        brand: useBrandById(id),
        history: useRecordHistory({ recordType: 'BRAND', recordId: id }),
        update: useUpdateBrand(),
        restore: useRestoreRecordVersion(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.status).toBe('success'));
    await act(() => result.current.update.run({ id, input: { title: 'History New' } }));
    // The save evicted the cached history: the open panel refetches and shows the new entry first.
    await waitFor(() => {
      const history = result.current.history;
      expect(history.status === 'success' && history.data.items.map((entry) => entry.action)).toEqual([
        'UPDATE',
        'CREATE',
      ]);
    });
    const history = result.current.history;
    if (history.status !== 'success') throw new Error('no history');
    const [rename] = history.data.items;
    expect(rename).toMatchObject({ userName: expect.any(String), restorable: true, recordLabel: 'History New' });
    expect(rename!.changes).toMatchObject({ title: { before: 'History Old', after: 'History New' } });
    expect(history.data.version).toBe(2);

    // What the restore will do, asked before it: the title back, the version it expects.
    const { result: preview } = renderHook(() => useRestorePreview(rename!.id), { wrapper });
    await waitFor(() => expect(preview.current.status).toBe('success'));
    expect(preview.current).toMatchObject({
      data: { version: 2, changes: { title: { before: 'History New', after: 'History Old' } }, problem: null },
    });

    const restored = await act(() =>
      result.current.restore.run({ entry: rename!, expectedVersion: history.data.version! }),
    );
    expect(restored).toMatchObject({ ok: true, data: { version: 3, entry: { action: 'RESTORE' } } });
    // The record's own query refetched before the outcome resolved.
    const brand = result.current.brand;
    expect(brand.status === 'success' && brand.data.title).toBe('History Old');
    await waitFor(() => {
      const current = result.current.history;
      expect(current.status === 'success' && current.data.items[0]?.action).toBe('RESTORE');
    });

    const stale = await act(() => result.current.restore.run({ entry: rename!, expectedVersion: 1 }));
    expect(stale).toMatchObject({ ok: false, message: expect.stringContaining('changed') });
  });

  it('asks what a delete changes elsewhere only while its dialog is open', async () => {
    const wrapper = wrapperFor(true);
    const { result, rerender } = renderHook(({ open }) => useDeleteImpact('PRODUCT', ['1', '2'], { open }), {
      wrapper,
      initialProps: { open: false },
    });
    const before = api.server.count('DeleteImpact');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.server.count('DeleteImpact')).toBe(before);
    rerender({ open: true });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const impact = result.current.status === 'success' ? result.current.data : [];
    expect(impact.every((item) => item.count > 0 && item.examples.length > 0)).toBe(true);
  });

  it('a delete does not refetch the deleted record’s open history (the API would answer "not found")', async () => {
    const wrapper = wrapperFor(true);
    const { result: created } = renderHook(useCreateBrand, { wrapper });
    const outcome = await act(() => created.current.run({ input: { title: 'History Doomed' } }));
    const id = outcome.ok ? outcome.data.createBrand.id : '';
    const { result } = renderHook(
      () => ({ history: useRecordHistory({ recordType: 'BRAND', recordId: id }), remove: useDeleteBrand() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.status).toBe('success'));
    const before = api.server.count('RecordHistory');
    const removed = await act(() => result.current.remove.run({ id }));
    expect(removed.ok).toBe(true);
    expect(api.server.count('RecordHistory')).toBe(before);
  });

  it('filters the activity feed by kind of record and person, newest first', async () => {
    const wrapper = wrapperFor(true);
    const { result } = renderHook(
      () => ({
        brands: useActivity({ filter: { recordType: 'BRAND' }, perPage: 5 }),
        nobody: useActivity({ filter: { userId: '999999' } }),
        stores: useActivity({ filter: { recordType: 'STORE', to: '2000-01-01T00:00:00Z' } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.brands.status).toBe('success'));
    const brands = result.current.brands;
    if (brands.status !== 'success') throw new Error('no activity');
    expect(brands.data.items.length).toBeGreaterThan(0);
    expect(brands.data.items.every((entry) => entry.recordType === 'BRAND')).toBe(true);
    const times = brands.data.items.map((entry) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await waitFor(() => {
      const { nobody, stores } = result.current;
      expect(nobody.status === 'success' && nobody.data.count).toBe(0);
      expect(stores.status === 'success' && stores.data.count).toBe(0);
    });
  });
});
