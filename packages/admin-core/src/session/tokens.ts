import { jwtDecode } from 'jwt-decode';
import type { KeyValueStorage } from './storage';

/** Storage keys of spec §4/§9. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Spec §5: validity is judged on the client from the expiry claim; a token without one (or one that can't be read)
 * counts as expired.
 */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

export function readTokens(storage: KeyValueStorage) {
  return { accessToken: storage.get(ACCESS_TOKEN_KEY), refreshToken: storage.get(REFRESH_TOKEN_KEY) };
}

export function storeTokens(storage: KeyValueStorage, pair: TokenPair): void {
  // Refresh token first: other tabs follow the access token key (spec §4, cross-tab), and the guard they then run
  // needs the refresh token already there, or it would clear this fresh session.
  storage.set(REFRESH_TOKEN_KEY, pair.refreshToken);
  storage.set(ACCESS_TOKEN_KEY, pair.accessToken);
}

export function clearTokens(storage: KeyValueStorage): void {
  storage.remove(ACCESS_TOKEN_KEY);
  storage.remove(REFRESH_TOKEN_KEY);
}
