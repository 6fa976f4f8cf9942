import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { AdminCoreProvider } from '../react/AdminCoreProvider';
import { useSessionGuard } from '../react/sessionHooks';
import { registerDomKeepingNodeFetch } from '../testing/domWithNodeFetch';
import { startInProcessApi } from '../testing/inProcessApi';
import { preloadSession } from './sessionCheck';
import { memoryStorage } from './storage';

describe('preloadSession: the session check started before the guard mounts (issue 17)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  let unregisterDom: () => Promise<void>;

  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 0 } });
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

  const signedInCore = async () =>
    createAdminCore({
      uri: server.uri,
      fetch: server.fetch,
      storage: memoryStorage({ ...(await server.api.login()) }),
      access: true,
    });
  // One navigate function, as react-router's useNavigate gives: the guard re-checks when it changes.
  const navigate = () => undefined;
  const guard = (core: ReturnType<typeof createAdminCore>) =>
    renderHook(() => useSessionGuard('/brands', navigate), {
      wrapper: ({ children }: { children: ReactNode }) => <AdminCoreProvider core={core}>{children}</AdminCoreProvider>,
    });

  it('sends nothing without a session the guard would let through (the guard sends the person to login)', () => {
    const core = createAdminCore({ uri: server.uri, fetch: server.fetch, storage: memoryStorage(), access: true });
    preloadSession(core);
    expect(server.calls).toHaveLength(0);
  });

  it('sends WhoAmI and MyAccess at once, and the guard takes that check instead of asking again', async () => {
    const core = await signedInCore();
    preloadSession(core);
    await waitFor(() => expect(server.calls.map((call) => call.operationName).sort()).toEqual(['MyAccess', 'WhoAmI']));

    const { result } = guard(core);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(core.stores.auth.getState().loading).toBe(false));
    expect(result.current).toMatchObject({ user: { email: 'admin@example.com' } });
    expect(server.count('WhoAmI')).toBe(1);
    expect(server.count('MyAccess')).toBe(1);
  });

  it('is started once: a second call while it is pending sends nothing more', async () => {
    const core = await signedInCore();
    preloadSession(core);
    preloadSession(core);
    const { result } = guard(core);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(core.stores.auth.getState().loading).toBe(false));
    expect(server.count('WhoAmI')).toBe(1);
  });
});
