import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WhoAmIDocument } from '../domains/session/operations.generated';
import { SIGN_OUT_MESSAGES, type SignOutReason } from '../session/signOutReason';
import { memoryStorage } from '../session/storage';
import { startInProcessApi } from '../testing/inProcessApi';
import { expiredToken, validToken } from '../testing/jwt';
import { createAdminClient } from './createAdminClient';

describe('why a session ended, as the client learns it', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 5 } });
  }, 60_000);
  afterAll(() => server.api.close());
  afterEach(() => vi.restoreAllMocks());

  /** A client of its own login, as another device has. */
  async function device(email: string, password: string) {
    const shared = memoryStorage(await server.api.login(email, password));
    const tab = memoryStorage();
    const onSessionEnded = vi.fn<(reason: SignOutReason) => void>();
    const admin = createAdminClient({
      uri: server.uri,
      fetch: server.fetch,
      storage: shared,
      tabStorage: tab,
      onSessionEnded,
    });
    return { ...admin, shared, tab, onSessionEnded };
  }

  it('a password changed on another device: the session ends with "password-changed", kept for the sign-in page and the other tabs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const phone = await device('mina@example.com', 'editor-password');
    const laptop = await server.api.login('mina@example.com', 'editor-password');
    const changed = await server.api.request(
      `mutation { changePassword(currentPassword: "editor-password", newPassword: "willow-copper-beacon-9") }`,
      {},
      laptop.accessToken,
    );
    expect(changed.errors).toBeUndefined();
    await expect(phone.client.query({ query: WhoAmIDocument, fetchPolicy: 'no-cache' })).rejects.toThrow('Forbidden');
    expect(phone.onSessionEnded).toHaveBeenCalledWith('password-changed');
    expect(phone.tab.get('signOutReason')).toBe('password-changed');
    expect(JSON.parse(phone.shared.get('signOutNotice')!)).toMatchObject({ reason: 'password-changed' });
    expect(phone.shared.get('accessToken')).toBeNull();
    expect(SIGN_OUT_MESSAGES['password-changed']).toBe(
      'You were signed out because your password was changed. Sign in with the new password.',
    );
  });

  it('a login signed out by another tab, refused at its refresh: "other-tab"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tab = await device('admin@example.com', 'admin-password');
    await server.api.request(`mutation($token: String!) { logout(refreshToken: $token) }`, {
      token: tab.shared.get('refreshToken'),
    });
    // The access token ran out meanwhile: the refresh is what the API refuses.
    tab.shared.set('accessToken', expiredToken());
    await expect(tab.client.query({ query: WhoAmIDocument, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(tab.onSessionEnded).toHaveBeenCalledWith('other-tab');
  });

  it('a backend without reasons (spec §7 only) still ends the session: "session-ended"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shared = memoryStorage({ accessToken: validToken(), refreshToken: validToken() });
    const tab = memoryStorage();
    const onSessionEnded = vi.fn();
    const plainForbidden = async () => Response.json({ data: null, errors: [{ message: 'Forbidden' }] });
    const { client } = createAdminClient({
      uri: server.uri,
      fetch: plainForbidden,
      storage: shared,
      tabStorage: tab,
      onSessionEnded,
    });
    await expect(client.query({ query: WhoAmIDocument })).rejects.toThrow('Forbidden');
    expect(onSessionEnded).toHaveBeenCalledWith('session-ended');
    expect(tab.get('signOutReason')).toBe('session-ended');
  });
});
