import { ApolloClient, InMemoryCache } from '@apollo/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminLink } from '../client/createAdminClient';
import { cacheTypePolicies } from '../client/typePolicies';
import { createAdminCore, type AdminCoreConfig } from '../createAdminCore';
import { AdminCoreProvider } from '../react/AdminCoreProvider';
import { memoryStorage } from '../session/storage';
import { readTokens } from '../session/tokens';
import { fetchBackedXhr } from '../testing/fetchXhr';
import { withInProcessApi } from '../testing/hookTests';
import { useCataloguePicker } from './useCataloguePicker';
import { useMediaLibrary } from './useMediaLibrary';
import { useSession } from './useSession';

describe('widget-ready hooks give a ui widget exactly its props', () => {
  const api = withInProcessApi();
  let tokens: { accessToken: string; refreshToken: string };

  beforeAll(async () => {
    tokens = await api.server.api.login();
  });

  const origin = () => new URL(api.server.uri).origin;
  const coreConfig = (signedIn = true): AdminCoreConfig => ({
    uri: api.server.uri,
    fetch: api.server.fetch,
    storage: memoryStorage(signedIn ? { ...tokens } : {}),
    onSessionEnded: () => undefined,
    media: {
      publicKey: api.server.api.config.mediaKeys.publicKey,
      urlEndpoint: `${origin()}/media`,
      uploadEndpoint: `${origin()}/api/v1/files/upload`,
      createXhr: () => fetchBackedXhr(api.server.fetch),
    },
  });
  const wrapperFor = (core: ReturnType<typeof createAdminCore>) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <AdminCoreProvider core={core}>{children}</AdminCoreProvider>;
    };
  const toaster = () => ({ success: vi.fn(), error: vi.fn() });
  const png = async (name: string) =>
    new File(
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7635dc' } })
          .png()
          .toBuffer(),
      ],
      name,
      { type: 'image/png' },
    );

  it('the media library of a folder: upload, count, paging window, selection and delete, toasts on the way', async () => {
    const notes = toaster();
    const core = createAdminCore(coreConfig());
    const { result } = renderHook(() => useMediaLibrary({ folder: '/widget-test', pageSize: 2, toaster: notes }), {
      wrapper: wrapperFor(core),
    });
    expect(result.current.props.state).toEqual({ status: 'loading' });
    expect(result.current.props.pagination.total).toBeNull();
    await waitFor(() => expect(result.current.props.state).toEqual({ status: 'success' }));
    expect(result.current.props.items).toEqual([]);
    expect(result.current.props.pagination).toMatchObject({ page: 1, pageSize: 2, total: 0, itemLabel: 'files' });

    const files = await Promise.all(['one.png', 'two.png', 'three.png'].map(png));
    await act(async () => {
      await result.current.upload(files);
    });
    expect(notes.success).toHaveBeenCalledWith('3 uploaded');
    expect(result.current.props.upload.uploads.map((upload) => upload.status)).toEqual(['done', 'done', 'done']);
    await waitFor(() => expect(result.current.props.pagination.total).toBe(3));
    await waitFor(() => expect(result.current.props.items).toHaveLength(2));

    act(() => result.current.props.pagination.onPageChange(2));
    await waitFor(() => expect(result.current.props.items.map((item) => item.name)).toHaveLength(1));
    const last = result.current.props.items[0]!;
    expect(last.filePath).toMatch(/^\/widget-test\//);

    act(() => result.current.props.onSelectionChange(new Set([last.fileId])));
    expect(result.current.selectedIds).toEqual([last.fileId]);
    await act(async () => {
      await result.current.deleteSelected();
    });
    expect(notes.success).toHaveBeenCalledTimes(2);
    expect(result.current.selectedIds).toEqual([]);
    // The emptied last page gives way to the one before it, and the count follows.
    await waitFor(() => expect(result.current.props.pagination).toMatchObject({ page: 1, total: 2 }));
    await waitFor(() => expect(result.current.props.items).toHaveLength(2));

    act(() => result.current.props.onFolderChange('/'));
    expect(result.current.props.folder).toBe('/');
    await waitFor(() => expect(result.current.props.folders).toContain('/widget-test'));
    expect(notes.error).not.toHaveBeenCalled();
  });

  it('the picker searches once per pause in typing and keeps the chosen brand', async () => {
    const core = createAdminCore(coreConfig());
    const { result } = renderHook(() => useCataloguePicker('brand', { debounceMs: 300 }), {
      wrapper: wrapperFor(core),
    });
    await waitFor(() => expect(result.current.props.isLoading).toBe(false));
    const searchesBefore = api.server.calls.filter((call) => call.operationName === 'FindBrandTitles').length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['a', 'ar', 'arc']) act(() => result.current.props.onInputChange(typed));
      expect(result.current.props.isLoading).toBe(true);
      act(() => void vi.advanceTimersByTime(300));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(result.current.props.isLoading).toBe(false));
    const searches = api.server.calls
      .filter((call) => call.operationName === 'FindBrandTitles')
      .slice(searchesBefore)
      .map((call) => (call.variables as { search?: string }).search);
    expect(searches).toEqual(['arc']);
    const arclight = result.current.props.items.find((item) => item.label === 'Arclight');
    expect(arclight).toBeDefined();

    act(() => result.current.props.onSelectionChange(arclight!.id));
    expect(result.current.selected).toEqual({ id: arclight!.id, title: 'Arclight' });
    expect(result.current.props.selectedKey).toBe(arclight!.id);
  });

  it('a router-free session: signed out, a refused sign-in, signed in with the user, signed out again', async () => {
    const core = createAdminCore(coreConfig(false));
    // Two users of the session, as on a page: the sign-in form signs in, the page around it must follow.
    const { result: both } = renderHook(() => ({ form: useSession(), page: useSession() }), {
      wrapper: wrapperFor(core),
    });
    const result = {
      get current() {
        return both.current.form;
      },
    };
    expect(result.current).toMatchObject({ status: 'signedOut', signedIn: false, user: null });

    let problem: string | null = null;
    await act(async () => {
      problem = await result.current.signIn('admin@example.com', 'not-the-password');
    });
    expect(problem).toBeTruthy();
    expect(result.current.signedIn).toBe(false);

    // The form helper reads the fields by name and puts the API's answer where the form shows it.
    const form = document.createElement('form');
    form.innerHTML = '<input name="email" value="admin@example.com"><input name="password" value="wrong-password">';
    act(() => result.current.signInForm.onSubmit({ preventDefault: () => undefined, currentTarget: form } as never));
    await waitFor(() => expect(result.current.signInForm.error).toBe(problem), { timeout: 15_000 });

    await act(async () => {
      problem = await result.current.signIn('admin@example.com', 'admin-password');
    });
    expect(problem).toBeNull();
    await waitFor(() => expect(both.current.page.status).toBe('signedIn'));
    expect(both.current.page.user?.email).toBe('admin@example.com');
    expect(result.current.signedIn).toBe(true);

    await act(async () => {
      await result.current.signOut();
    });
    expect(both.current.page).toMatchObject({ status: 'signedOut', signedIn: false, user: null });
    expect(readTokens(core.storage)).toEqual({ accessToken: null, refreshToken: null });
  });

  it('runs on an Apollo client the host already has, built with our link', async () => {
    const link = createAdminLink({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...tokens }),
    });
    const hostClient = new ApolloClient({
      link: link.link,
      cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    });
    const core = createAdminCore({ uri: api.server.uri, client: hostClient, link });
    expect(core.client).toBe(hostClient);
    expect(core.storage).toBe(link.storage);
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    // The answer landed in the host's own cache: one Apollo, one cache.
    expect(JSON.stringify(hostClient.cache.extract())).toContain('admin@example.com');
  });
});
