import { crossTabDecision, type TokenChange } from './rules';
import { reasonOfNotice, SIGN_OUT_NOTICE_KEY, type SignOutReason } from './signOutReason';
import { ACCESS_TOKEN_KEY } from './tokens';

/** Calls `onChange` when another tab changes localStorage (the `storage` event never fires in the tab that wrote). */
export function subscribeToTokenChanges(target: Window, onChange: (change: TokenChange) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    onChange({ key: event.key, oldValue: event.oldValue, newValue: event.newValue });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}

/** Where this tab is when another tab signs in or out: its path and query, and its redirectTo (login page only). */
export interface TabLocation {
  pathAndQuery: string;
  redirectTo: string | null;
}

/**
 * Spec §4, cross-tab: the one rule every page that can be open in a tab uses — the guarded layout, the routed login
 * page and the router-free login page. `currentLocation` is read when the other tab acts, not when subscribing, so a
 * caller without a router (loginPage.tsx) can pass `window.location`. `go` receives the target, the change that
 * caused it (a sign-out clears this tab's user) and, for a sign-out, why: the notice the other tab wrote just before
 * clearing the tokens ("your password was changed"), or "in another tab".
 */
export function followSessionOfOtherTabs(
  target: Window,
  currentLocation: () => TabLocation,
  go: (to: string, change: TokenChange, signOutReason: SignOutReason | null) => void,
): () => void {
  let notice: SignOutReason | null = null;
  return subscribeToTokenChanges(target, (change) => {
    if (change.key === SIGN_OUT_NOTICE_KEY) {
      notice = reasonOfNotice(change.newValue);
      return;
    }
    const signedOut = change.newValue === null;
    const reason = signedOut ? (notice ?? 'other-tab') : null;
    // A notice belongs to the sign-out right after it; a sign-in in between makes it old news.
    if (change.key === ACCESS_TOKEN_KEY || change.key === null) notice = null;
    const decision = crossTabDecision(change, currentLocation());
    if (decision.kind === 'redirect') go(decision.to, change, reason);
  });
}

/** The TabLocation of a browser location: its path and query, and its `redirectTo` parameter. */
export function tabLocationOf(location: { pathname: string; search: string }): TabLocation {
  return {
    pathAndQuery: `${location.pathname}${location.search}`,
    redirectTo: location.pathname === '/login' ? new URLSearchParams(location.search).get('redirectTo') : null,
  };
}
