import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../session/storage';
import { expiredToken, validToken } from '../testing/jwt';
import { createTokenRefresher, RefreshRejectedError, type RefreshLockManager } from './tokenRefresher';

/** A lock manager like `navigator.locks`: callbacks under one name run one at a time, in the order they asked. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks: RefreshLockManager = {
    request(name, callback) {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return { locks, requested };
}

/** The API's refresh: a new pair per call, answered after the event loop turns (as a network call is). */
function fakeRefreshEndpoint() {
  let issued = 0;
  const refresh = vi.fn(async (refreshToken: string) => {
    await new Promise((resolve) => setImmediate(resolve));
    issued += 1;
    return { accessToken: validToken(600 + issued), refreshToken: `${refreshToken}>${issued}` };
  });
  return refresh;
}

describe('the token refresher', () => {
  it('two tabs waking with an expired access token refresh once under the lock and share the new pair', async () => {
    // One browser: the tabs share localStorage and the lock manager, each has its own refresher.
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: 'family-1' });
    const { locks, requested } = fakeLocks();
    const refresh = fakeRefreshEndpoint();
    const tabA = createTokenRefresher(storage, refresh, { locks, lockName: 'refresh' });
    const tabB = createTokenRefresher(storage, refresh, { locks, lockName: 'refresh' });

    const [tokenA, tokenB] = await Promise.all([tabA(), tabB()]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('family-1');
    expect(tokenA).toBe(tokenB);
    expect(storage.get('accessToken')).toBe(tokenA);
    expect(storage.get('refreshToken')).toBe('family-1>1');
    expect(requested).toEqual(['refresh', 'refresh']);
  });

  it("a tab that finds another refreshing waits for that tab's pair to reach its storage instead of refreshing again", async () => {
    // Two tabs, one browser: each tab's view of localStorage takes a moment to show what the other wrote (as
    // Chromium's does across renderer processes), and the lock is let go before it has.
    const shared = memoryStorage({ accessToken: expiredToken(), refreshToken: 'family-1' });
    const lagging = (): KeyValueStorage => ({
      get: (key) => shared.get(key),
      set: (key, value) => void setTimeout(() => shared.set(key, value), 60),
      remove: (key) => void setTimeout(() => shared.remove(key), 60),
    });
    const { locks: queue } = fakeLocks();
    let held = 0;
    const locks: RefreshLockManager = {
      request: (name, callback) =>
        queue.request(name, async () => {
          held += 1;
          return callback().finally(() => (held -= 1));
        }),
      requestIfAvailable: async (name, callback) =>
        held > 0 ? { taken: false } : { taken: true, value: await locks.request(name, callback) },
    };
    // A refresh that takes a while, so the second tab asks while the first holds the lock.
    let issued = 0;
    const refresh = vi.fn(async (refreshToken: string) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      issued += 1;
      return { accessToken: validToken(600 + issued), refreshToken: `${refreshToken}>${issued}` };
    });
    const tabA = createTokenRefresher(lagging(), refresh, { locks, lockName: 'refresh' });
    const tabB = createTokenRefresher(lagging(), refresh, { locks, lockName: 'refresh' });

    const a = tabA();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [tokenA, tokenB] = await Promise.all([a, tabB()]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokenB).toBe(tokenA);
  });

  it('shares one refresh among the concurrent requests of one tab', async () => {
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: 'family-1' });
    const refresh = fakeRefreshEndpoint();
    const tab = createTokenRefresher(storage, refresh, fakeLocks());
    const tokens = await Promise.all(Array.from({ length: 10 }, () => tab()));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('without navigator.locks, each tab refreshes on its own as before', async () => {
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: 'family-1' });
    const refresh = fakeRefreshEndpoint();
    const token = await createTokenRefresher(storage, refresh)();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.get('accessToken')).toBe(token);
  });

  it('does not refresh when the stored access token is still valid, and sends none when there is none', async () => {
    const refresh = fakeRefreshEndpoint();
    const valid = validToken();
    await expect(createTokenRefresher(memoryStorage({ accessToken: valid }), refresh)()).resolves.toBe(valid);
    await expect(createTokenRefresher(memoryStorage(), refresh)()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a tab that gets the lock after another tab signed out gives up instead of refreshing', async () => {
    const storage = memoryStorage({ accessToken: expiredToken(), refreshToken: 'family-1' });
    const refresh = fakeRefreshEndpoint();
    const locks: RefreshLockManager = {
      request: async (_name, callback) => {
        // The other tab signed out while this one waited for the lock.
        storage.remove('refreshToken');
        return callback();
      },
    };
    await expect(createTokenRefresher(storage, refresh, { locks })()).rejects.toBeInstanceOf(RefreshRejectedError);
    expect(refresh).not.toHaveBeenCalled();
  });
});
