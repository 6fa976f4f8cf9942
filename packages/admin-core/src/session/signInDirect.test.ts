import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInProcessApi } from '../testing/inProcessApi';
import { signInDirect } from './signInDirect';
import { memoryStorage } from './storage';
import { isTokenValid } from './tokens';

describe('signing in without the Apollo client', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 0 } });
  });
  afterAll(() => server.api.close());

  const options = () => ({ uri: server.uri, fetch: server.fetch, storage: memoryStorage() });

  it('stores a valid token pair and answers the redirect target', async () => {
    const { storage, ...rest } = options();
    const outcome = await signInDirect(
      { ...rest, storage },
      { email: 'admin@example.com', password: 'admin-password' },
      '/brands?page=2',
    );
    expect(outcome).toEqual({ ok: true, to: '/brands?page=2' });
    expect(isTokenValid(storage.get('accessToken'))).toBe(true);
    expect(isTokenValid(storage.get('refreshToken'))).toBe(true);
    expect(server.calls.at(-1)?.operationName).toBe('Login');
  });

  it('never follows a hostile redirectTo', async () => {
    const outcome = await signInDirect(
      options(),
      { email: 'admin@example.com', password: 'admin-password' },
      'https://evil.example/steal',
    );
    expect(outcome).toEqual({ ok: true, to: '/' });
  });

  it("answers the API's message for wrong credentials and stores nothing", async () => {
    const { storage, ...rest } = options();
    const outcome = await signInDirect({ ...rest, storage }, { email: 'admin@example.com', password: 'wrong' }, null);
    expect(outcome).toEqual({ ok: false, message: 'The email or password is incorrect.' });
    expect(storage.get('accessToken')).toBeNull();
  });

  it('says the server could not be reached when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await signInDirect(
      { uri: server.uri, storage: memoryStorage(), fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      { email: 'admin@example.com', password: 'admin-password' },
      null,
    );
    expect(outcome).toEqual({ ok: false, message: 'The server could not be reached. Try again.' });
  });
});
