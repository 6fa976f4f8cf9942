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

/**
 * Spec §4, before each request: a stored access token that is no longer valid is exchanged for a new pair, both are
 * stored, then the request goes out. Concurrent requests share one refresh.
 */
export function createTokenRefresher(storage: KeyValueStorage, refresh: (refreshToken: string) => Promise<TokenPair>) {
  let inFlight: Promise<string> | null = null;

  return async function accessTokenForRequest(): Promise<string | null> {
    const { accessToken, refreshToken } = readTokens(storage);
    if (!accessToken) return null;
    if (isTokenValid(accessToken)) return accessToken;
    inFlight ??= (async () => {
      try {
        if (!refreshToken) throw new RefreshRejectedError('There is no refresh token.');
        const pair = await refresh(refreshToken);
        storeTokens(storage, pair);
        return pair.accessToken;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
