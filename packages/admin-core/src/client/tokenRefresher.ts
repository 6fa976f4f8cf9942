import type { KeyValueStorage } from '../session/storage';
import { isTokenValid, readTokens, storeTokens, type TokenPair } from '../session/tokens';

export const REFRESH_TOKEN_MUTATION = `mutation RefreshToken { refreshTokens { accessToken refreshToken } }`;

export class RefreshRejectedError extends Error {
  constructor(message = 'The session could not be refreshed.') {
    super(message);
    this.name = 'RefreshRejectedError';
  }
}

/** Exchanges the refresh token (as the bearer) for a new pair through `refreshTokens` (operation RefreshToken). */
export function refreshThroughEndpoint(uri: string, fetchImpl: typeof fetch = fetch) {
  return async (refreshToken: string): Promise<TokenPair> => {
    const response = await fetchImpl(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${refreshToken}` },
      body: JSON.stringify({ query: REFRESH_TOKEN_MUTATION, operationName: 'RefreshToken', variables: {} }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { refreshTokens?: TokenPair };
      errors?: { message: string }[];
    } | null;
    const pair = body?.data?.refreshTokens;
    if (!pair) throw new RefreshRejectedError(body?.errors?.[0]?.message);
    return pair;
  };
}

/** The part of the Web Locks API the refresher needs (`navigator.locks`); tests pass their own. */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `navigator.locks` where the browser has it (every current one, on secure origins and localhost). */
export function browserLocks(): RefreshLockManager | undefined {
  const locks = (globalThis.navigator as { locks?: RefreshLockManager } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

export interface TokenRefresherOptions {
  /** Serialises refreshes across the tabs of one browser; without one, each tab refreshes on its own. */
  locks?: RefreshLockManager;
  /** The lock's name: tabs of the same back-office (same API) share it. */
  lockName?: string;
}

/**
 * Spec §4, before each request: a stored access token that is no longer valid is exchanged for a new pair, both are
 * stored, then the request goes out. Concurrent requests of one tab share one refresh; tabs of one browser take
 * turns under a Web Lock, and a tab that gets the lock after another tab refreshed finds the fresh access token in
 * the shared storage and uses it instead of presenting the same refresh token again (which the API treats as reuse).
 */
export function createTokenRefresher(
  storage: KeyValueStorage,
  refresh: (refreshToken: string) => Promise<TokenPair>,
  options: TokenRefresherOptions = {},
) {
  const { locks, lockName = 'deals-admin-core:token-refresh' } = options;
  let inFlight: Promise<string> | null = null;

  async function refreshUnlessAnotherTabDid(): Promise<string> {
    // Read again: while this tab waited for the lock, another one may have stored a new pair (or signed out).
    const { accessToken, refreshToken } = readTokens(storage);
    if (accessToken && isTokenValid(accessToken)) return accessToken;
    if (!refreshToken) throw new RefreshRejectedError('There is no refresh token.');
    const pair = await refresh(refreshToken);
    storeTokens(storage, pair);
    return pair.accessToken;
  }

  return async function accessTokenForRequest(): Promise<string | null> {
    const { accessToken } = readTokens(storage);
    if (!accessToken) return null;
    if (isTokenValid(accessToken)) return accessToken;
    inFlight ??= (async () => {
      try {
        return locks ? await locks.request(lockName, refreshUnlessAnotherTabDid) : await refreshUnlessAnotherTabDid();
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
