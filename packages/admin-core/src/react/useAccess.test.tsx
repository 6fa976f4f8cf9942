import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { memoryStorage } from '../session/storage';
import { registerDomKeepingNodeFetch } from '../testing/domWithNodeFetch';
import { startInProcessApi } from '../testing/inProcessApi';
import { AdminCoreProvider } from './AdminCoreProvider';
import { useAccess } from './useAccess';

describe('permissions in admin-core', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  let unregisterDom: () => Promise<void>;

  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 0 } });
    // The DOM comes after the API has started: PGlite takes a DOM environment for a browser and loads differently.
    unregisterDom = registerDomKeepingNodeFetch();
  });
  afterEach(() => {
    cleanup();
    server.calls.length = 0;
  });
  afterAll(async () => {
    await unregisterDom();
    await server.api.close();
  });

  const coreFor = async (account: { email: string; password: string } | null, access: boolean) => {
    const tokens = account ? await server.api.login(account.email, account.password) : await server.api.login();
    return createAdminCore({ uri: server.uri, fetch: server.fetch, storage: memoryStorage({ ...tokens }), access });
  };
  const wrapperFor =
    (core: ReturnType<typeof createAdminCore>) =>
    ({ children }: { children: ReactNode }) => <AdminCoreProvider core={core}>{children}</AdminCoreProvider>;

  it('with permissions off, every answer is yes and MyAccess is never sent (a backend with only §7 works)', async () => {
    const core = await coreFor({ email: 'viewer@example.com', password: 'viewer-password' }, false);
    const access = await core.fetchAccess({ fresh: true });
    expect(access.enabled).toBe(false);
    expect(access.can('delete', 'users')).toBe(true);
    expect(access.reason('delete', 'users')).toBeNull();

    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    expect(result.current.can('create', 'brands')).toBe(true);
    expect(result.current.role).toBeNull();
    expect(server.count('MyAccess')).toBe(0);
  });

  it('with permissions on, a viewer may read the catalogue, change nothing and not open the team list', async () => {
    const core = await coreFor({ email: 'viewer@example.com', password: 'viewer-password' }, true);
    const access = await core.fetchAccess({ fresh: true });
    expect(access).toMatchObject({ enabled: true, role: 'VIEWER' });
    expect(access.can('read', 'brands')).toBe(true);
    expect(access.can('create', 'brands')).toBe(false);
    expect(access.can('read', 'users')).toBe(false);
    expect(access.reason('create', 'brands')).toBe("Viewers can't create brands.");
  });

  it('useAccess reads the role the session check cached, without a request of its own', async () => {
    const core = await coreFor({ email: 'editor@example.com', password: 'editor-password' }, true);
    await core.fetchAccess({ fresh: true });
    expect(server.count('MyAccess')).toBe(1);
    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(result.current.role).toBe('EDITOR'));
    expect(result.current.can('update', 'products')).toBe(true);
    expect(result.current.can('create', 'users')).toBe(false);
    expect(result.current.reason('create', 'users')).toBe("Editors can't create users.");
    expect(server.count('MyAccess')).toBe(1);
  });

  it('useAccess allows nothing until the role is known, then follows it', async () => {
    const core = await coreFor(null, true);
    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    expect(result.current.can('read', 'brands')).toBe(false);
    await waitFor(() => expect(result.current.role).toBe('ADMIN'));
    expect(result.current.can('create', 'users')).toBe(true);
  });
});
