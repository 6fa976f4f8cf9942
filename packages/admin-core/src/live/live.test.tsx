import { renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import type { RecordChange } from './liveFeed';
import { useLiveRecord, type RecordStamp } from './useLiveRecord';
import { useRecordChanges } from './useRecordChanges';

const RENAME = `mutation($id: ID!, $title: String!) { updateBrand(id: $id, input: { title: $title }) { version } }`;

describe('live record changes', () => {
  // Each test starts with no stream open, so "one open stream" below is that test's own.
  const api = withInProcessApi({
    afterEachTest: () => waitFor(() => expect(api.server.api.services.changes.openCount).toBe(0), { timeout: 15_000 }),
  });
  let editorTokens: { accessToken: string; refreshToken: string };
  let brandId = '';

  beforeAll(async () => {
    editorTokens = await api.server.api.login('editor@example.com', 'editor-password');
    const { createBrand } = await api.server.api.asAdmin<{ createBrand: { id: string } }>(
      `mutation { createBrand(input: { title: "Live Brand" }) { id } }`,
    );
    brandId = createBrand.id;
  });

  function coreFor(options: { live: boolean; signedIn?: boolean }) {
    return createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage(options.signedIn === false ? {} : { ...editorTokens }),
      live: options.live,
    });
  }
  const wrapperFor = providerFor;

  async function rename(title: string) {
    const { updateBrand } = await api.server.api.asAdmin<{ updateBrand: { version: number } }>(RENAME, {
      id: brandId,
      title,
    });
    return updateBrand.version;
  }

  it("hears another person's change to a watched kind, over one stream per core", async () => {
    const core = coreFor({ live: true });
    const seen: RecordChange[] = [];
    const useWatch = () => useRecordChanges(['BRAND'], (change) => seen.push(change));
    renderHook(useWatch, { wrapper: wrapperFor(core) });
    renderHook(useWatch, { wrapper: wrapperFor(core) });
    await waitFor(() => expect(api.server.count('RecordChanged')).toBe(1));
    // The stream is open once the server holds it: a change made before that would not be heard.
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    const version = await rename('Live Brand Renamed');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]).toMatchObject({
      recordType: 'BRAND',
      id: brandId,
      version,
      kind: 'UPDATE',
      by: { name: 'Ada Admin' },
    });
    expect(api.server.count('RecordChanged')).toBe(1);
  });

  it('answers who changed the loaded record since, once a newer version exists', async () => {
    const core = coreFor({ live: true });
    const { findBrandById } = await api.server.api.asAdmin<{ findBrandById: { version: number } }>(
      `query($id: ID!) { findBrandById(id: $id) { version } }`,
      { id: brandId },
    );
    const { result } = renderHook(() => useLiveRecord('BRAND', brandId, findBrandById.version), {
      wrapper: wrapperFor(core),
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    const version = await rename('Changed Under The Form');
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({
      version,
      kind: 'UPDATE',
      by: { name: 'Ada Admin' },
      at: expect.any(String),
    });
  });

  it('finds a save made before the stream opened by reading the record again when it opens', async () => {
    const core = coreFor({ live: true });
    const STAMP = `query($id: ID!) { findBrandById(id: $id) { version updatedAt updatedBy { id name } } }`;
    const read = async () =>
      (await api.server.api.asAdmin<{ findBrandById: RecordStamp }>(STAMP, { id: brandId })).findBrandById;
    const loaded = await read();
    // A colleague saves after the screen read the record and before its stream is open: the stream never sends it.
    const version = await rename('Saved Before The Stream Opened');
    let rereads = 0;
    const { result } = renderHook(
      () => {
        const [current, setCurrent] = useState<RecordStamp>(loaded);
        const reread = () => {
          rereads += 1;
          void read().then(setCurrent);
        };
        return useLiveRecord('BRAND', brandId, loaded.version, { reread, current });
      },
      { wrapper: wrapperFor(core) },
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({ version, kind: 'UPDATE', by: { name: 'Ada Admin' } });
    expect(rereads).toBe(1);
  });

  it('answers a change to a kind without versions (a job) as soon as it is heard', async () => {
    const core = coreFor({ live: true });
    // A job has no version to compare with: its form loads it at none.
    const { result } = renderHook(() => useLiveRecord('JOB', '1', undefined), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    expect(result.current).toBeNull();
    await api.server.api.asAdmin(`mutation { pauseJob(id: "1") { id } }`);
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({ version: null, kind: 'UPDATE', by: { name: 'Ada Admin' } });
    await api.server.api.asAdmin(`mutation { resumeJob(id: "1") { id } }`);
  });

  it('subscribes again when the server ends the stream (a drain, an expired token)', async () => {
    const core = coreFor({ live: true });
    const seen: RecordChange[] = [];
    renderHook(() => useRecordChanges(['BRAND'], (change) => seen.push(change)), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    const before = api.server.count('RecordChanged');
    // What a draining replica does: every open stream completes.
    await api.server.api.services.changes.close();
    await api.server.api.services.changes.start();
    // The feed waits a moment before subscribing again: sized for a busy machine.
    await waitFor(() => expect(api.server.count('RecordChanged')).toBe(before + 1), { timeout: 15_000 });
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    const version = await rename('Heard After Reconnecting');
    await waitFor(() => expect(seen.map((change) => change.version)).toContain(version));
  });

  it('keeps its one stream from one screen to the next: a listener that comes as another leaves reuses it', async () => {
    const core = coreFor({ live: true });
    const before = api.server.count('RecordChanged');
    const list = renderHook(() => useRecordChanges(['BRAND'], () => undefined), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(api.server.api.services.changes.openCount).toBe(1));
    list.unmount();
    const seen: RecordChange[] = [];
    renderHook(() => useRecordChanges(['BRAND'], (change) => seen.push(change)), { wrapper: wrapperFor(core) });
    const version = await rename('Heard On The Next Screen');
    await waitFor(() => expect(seen.map((change) => change.version)).toContain(version));
    expect(api.server.count('RecordChanged')).toBe(before + 1);
  });

  it('sends nothing with the option off, or when signed out', async () => {
    const before = api.server.count('RecordChanged');
    renderHook(() => useRecordChanges(['BRAND'], () => undefined), { wrapper: wrapperFor(coreFor({ live: false })) });
    renderHook(() => useLiveRecord('BRAND', brandId, 1), { wrapper: wrapperFor(coreFor({ live: false })) });
    const signedOut = coreFor({ live: true, signedIn: false });
    renderHook(() => useRecordChanges(['BRAND'], () => undefined), { wrapper: wrapperFor(signedOut) });
    await rename('Nobody Listens');
    expect(signedOut.live?.connected).toBe(false);
    expect(api.server.count('RecordChanged')).toBe(before);
  });
});
