import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import { useAccess } from './useAccess';

describe('permissions in admin-core', () => {
  const api = withInProcessApi({ afterEachTest: () => (api.server.calls.length = 0) });

  const coreFor = async (account: { email: string; password: string } | null, access: boolean) => {
    const tokens = account ? await api.server.api.login(account.email, account.password) : await api.server.api.login();
    return createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...tokens }),
      access,
    });
  };
  const wrapperFor = providerFor;

  it('with permissions off, every answer is yes and MyAccess is never sent (a backend with only §7 works)', async () => {
    const core = await coreFor({ email: 'viewer@example.com', password: 'viewer-password' }, false);
    const access = await core.fetchAccess({ fresh: true });
    expect(access.enabled).toBe(false);
    expect(access.can('delete', 'users')).toBe(true);
    expect(access.reason('delete', 'users')).toBeNull();

    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    expect(result.current.can('create', 'brands')).toBe(true);
    expect(result.current.role).toBeNull();
    expect(api.server.count('MyAccess')).toBe(0);
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
    expect(api.server.count('MyAccess')).toBe(1);
    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    await waitFor(() => expect(result.current.role).toBe('EDITOR'));
    expect(result.current.can('update', 'products')).toBe(true);
    expect(result.current.can('create', 'users')).toBe(false);
    expect(result.current.reason('create', 'users')).toBe("Editors can't create users.");
    expect(api.server.count('MyAccess')).toBe(1);
  });

  it('useAccess allows nothing until the role is known, then follows it', async () => {
    const core = await coreFor(null, true);
    const { result } = renderHook(() => useAccess(), { wrapper: wrapperFor(core) });
    expect(result.current.can('read', 'brands')).toBe(false);
    await waitFor(() => expect(result.current.role).toBe('ADMIN'));
    expect(result.current.can('create', 'users')).toBe(true);
  });
});
