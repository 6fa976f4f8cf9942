import type { KeyValueStorage } from '../session/storage';
import { isTokenValid, readTokens, storeTokens, type TokenPair } from '../session/tokens';

export const REFRESH_TOKEN_MUTATION = `mutation RefreshToken { refreshTokens { accessToken refreshToken } }`;

export class RefreshRejectedError extends Error {
  /** Why the API refused, when it says (`extensions.reason` of its `Forbidden`, API README "Sessions"). */
  readonly reason: string | undefined;
  constructor(message = 'The session could not be refreshed.', reason?: string) {
    super(message);
    this.name = 'RefreshRejectedError';
    this.reason = reason;
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
      errors?: { message: string; extensions?: { reason?: unknown } }[];
    } | null;
    const pair = body?.data?.refreshTokens;
    if (!pair) {
      const reason = body?.errors?.[0]?.extensions?.reason;
      throw new RefreshRejectedError(body?.errors?.[0]?.message, typeof reason === 'string' ? reason : undefined);
    }
    return pair;
  };
}

/** The part of the Web Locks API the refresher needs (`navigator.locks`); tests pass their own. */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  /**
   * Runs `callback` under the lock only if nobody holds it (`ifAvailable`); answers `{ taken: false }` without
   * running it when another tab does. Optional: without it, a tab never knows another one was refreshing.
   */
  requestIfAvailable?<T>(
    name: string,
    callback: () => Promise<T>,
  ): Promise<{ taken: true; value: T } | { taken: false }>;
}

interface WebLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: object | null) => Promise<T>): Promise<T>;
}

/** `navigator.locks` where the browser has it (every current one, on secure origins and localhost). */
export function browserLocks(): RefreshLockManager | undefined {
  const locks = (globalThis.navigator as { locks?: WebLocks } | undefined)?.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  return {
    request: (name, callback) => locks.request(name, callback),
    requestIfAvailable: (name, callback) =>
      locks.request(name, { ifAvailable: true }, async (lock) =>
        lock ? { taken: true as const, value: await callback() } : { taken: false as const },
      ),
  };
}

/** How long a tab that found another one refreshing waits for that tab's new pair to reach its own storage. */
export const OTHER_TAB_TOKENS_WAIT_MS = 1000;
const OTHER_TAB_TOKENS_POLL_MS = 20;
/** How long a tab that refreshed keeps the lock after storing the pair, so it reaches the other tabs first. */
export const REFRESHED_LOCK_LINGER_MS = 100;

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

  /** `answer` gets the access token as soon as there is one; the promise settles when the lock may be let go. */
  async function refreshUnlessAnotherTabDid(answer?: (token: string) => void): Promise<string> {
    // Read again: while this tab waited for the lock, another one may have stored a new pair (or signed out).
    const { accessToken, refreshToken } = readTokens(storage);
    if (accessToken && isTokenValid(accessToken)) return accessToken;
    if (!refreshToken) throw new RefreshRejectedError('There is no refresh token.');
    const pair = await refresh(refreshToken);
    storeTokens(storage, pair);
    if (answer) {
      // This tab's requests go on at once; the lock stays held a moment while the pair travels to the other tabs.
      answer(pair.accessToken);
      await new Promise((resolve) => setTimeout(resolve, REFRESHED_LOCK_LINGER_MS));
    }
    return pair.accessToken;
  }

  /**
   * localStorage reaches other tabs asynchronously (in Chromium through the browser process, not in step with the
   * lock): a tab that gets the lock right after another tab refreshed may still read the old pair, or the new refresh
   * token with the old access token, and would refresh a second time. Having found the lock held, it first gives the
   * other tab's pair a moment to arrive.
   */
  async function afterAnotherTabRefreshed(): Promise<string> {
    const deadline = Date.now() + OTHER_TAB_TOKENS_WAIT_MS;
    while (Date.now() < deadline) {
      const { accessToken } = readTokens(storage);
      if (accessToken && isTokenValid(accessToken)) return accessToken;
      await new Promise((resolve) => setTimeout(resolve, OTHER_TAB_TOKENS_POLL_MS));
    }
    return refreshUnlessAnotherTabDid();
  }

  async function refreshUnderLock(): Promise<string> {
    if (!locks) return refreshUnlessAnotherTabDid();
    if (!locks.requestIfAvailable) return locks.request(lockName, () => refreshUnlessAnotherTabDid());
    let answer!: (token: string) => void;
    const answered = new Promise<string>((resolve) => (answer = resolve));
    const tryFirst = locks.requestIfAvailable<string>(lockName, () => refreshUnlessAnotherTabDid(answer));
    const whenLetGo = tryFirst.then((first) =>
      first.taken ? first.value : locks.request(lockName, afterAnotherTabRefreshed),
    );
    // This tab's own refresh answers before its lock lingers; otherwise (reused or waited) the lock's outcome does.
    return Promise.race([answered, whenLetGo]);
  }

  return async function accessTokenForRequest(): Promise<string | null> {
    const { accessToken } = readTokens(storage);
    if (!accessToken) return null;
    if (isTokenValid(accessToken)) return accessToken;
    inFlight ??= (async () => {
      try {
        return await refreshUnderLock();
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
