import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { useSessionGuard } from '../react/sessionHooks';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import { preloadSession } from './sessionCheck';
import { memoryStorage } from './storage';

describe('preloadSession: the session check started before the guard mounts (issue 17)', () => {
  const api = withInProcessApi({ afterEachTest: () => (api.server.calls.length = 0) });

  const signedInCore = async () =>
    createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...(await api.server.api.login()) }),
      access: true,
    });
  // One navigate function, as react-router's useNavigate gives: the guard re-checks when it changes.
  const navigate = () => undefined;
  const guard = (core: ReturnType<typeof createAdminCore>) =>
    renderHook(() => useSessionGuard('/brands', navigate), {
      wrapper: providerFor(core),
    });

  it('sends nothing without a session the guard would let through (the guard sends the person to login)', () => {
    const core = createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage(),
      access: true,
    });
    preloadSession(core);
    expect(api.server.calls).toHaveLength(0);
  });

  it('sends WhoAmI and MyAccess at once, and the guard takes that check instead of asking again', async () => {
    const core = await signedInCore();
    preloadSession(core);
    await waitFor(() =>
      expect(api.server.calls.map((call) => call.operationName).sort()).toEqual(['MyAccess', 'WhoAmI']),
    );

    const { result } = guard(core);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(core.stores.auth.getState().loading).toBe(false));
    expect(result.current).toMatchObject({ user: { email: 'admin@example.com' } });
    expect(api.server.count('WhoAmI')).toBe(1);
    expect(api.server.count('MyAccess')).toBe(1);
  });

  it('is started once: a second call while it is pending sends nothing more', async () => {
    const core = await signedInCore();
    preloadSession(core);
    preloadSession(core);
    const { result } = guard(core);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(core.stores.auth.getState().loading).toBe(false));
    expect(api.server.count('WhoAmI')).toBe(1);
  });
});
