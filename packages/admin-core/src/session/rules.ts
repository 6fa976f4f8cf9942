import { loginPathFor, sanitizeRedirectTo } from './redirect';
import type { KeyValueStorage } from './storage';
import { ACCESS_TOKEN_KEY, clearTokens, isTokenValid, readTokens } from './tokens';

/** What the router should do: stay, or go to `to` (replacing the current history entry). */
export type Navigation = { kind: 'stay' } | { kind: 'redirect'; to: string };

/**
 * Spec §4, entering a guarded route: with an access token and a valid refresh token the user may proceed (the caller
 * then loads WhoAmI before showing the page); otherwise both tokens are cleared and the user goes to
 * /login?redirectTo={encoded path and query}. `beforeEnding` runs just before a session this tab had (an access
 * token whose refresh token ran out) is cleared, so its end can be told (signOutReason.ts).
 */
export function guardDecision(storage: KeyValueStorage, pathAndQuery: string, beforeEnding?: () => void): Navigation {
  const { accessToken, refreshToken } = readTokens(storage);
  if (accessToken && isTokenValid(refreshToken)) return { kind: 'stay' };
  if (accessToken) beforeEnding?.();
  clearTokens(storage);
  return { kind: 'redirect', to: loginPathFor(pathAndQuery) };
}

/** Spec §4, the login page: a valid access token goes to /; otherwise a stale access token is removed. */
export function loginPageDecision(storage: KeyValueStorage): Navigation {
  const { accessToken } = readTokens(storage);
  if (isTokenValid(accessToken)) return { kind: 'redirect', to: '/' };
  if (accessToken) storage.remove(ACCESS_TOKEN_KEY);
  return { kind: 'stay' };
}

/** After a successful sign-in: the sanitized redirectTo, or /. */
export function afterLoginPath(redirectTo: string | null | undefined): string {
  return sanitizeRedirectTo(redirectTo);
}

export interface TokenChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Spec §4, another tab changed the stored access token: removed → login with redirectTo (this tab's location);
 * present → the redirectTo target of this tab's URL, or / if none. A token replaced by a newer one (a refresh in the
 * other tab) is not a sign-in and changes nothing here, or every refresh would pull all tabs back to the dashboard.
 */
export function crossTabDecision(
  change: TokenChange,
  location: { pathAndQuery: string; redirectTo: string | null },
): Navigation {
  if (change.key !== ACCESS_TOKEN_KEY && change.key !== null) return { kind: 'stay' };
  if (change.newValue === null) {
    if (location.pathAndQuery.startsWith('/login')) return { kind: 'stay' };
    return { kind: 'redirect', to: loginPathFor(location.pathAndQuery) };
  }
  if (change.oldValue !== null) return { kind: 'stay' };
  return { kind: 'redirect', to: sanitizeRedirectTo(location.redirectTo) };
}
