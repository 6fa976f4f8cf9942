import { crossTabDecision, type TokenChange } from './rules';

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
 * caller without a router (loginPage.tsx) can pass `window.location`. `go` receives the target and the change that
 * caused it (a sign-out clears this tab's user).
 */
export function followSessionOfOtherTabs(
  target: Window,
  currentLocation: () => TabLocation,
  go: (to: string, change: TokenChange) => void,
): () => void {
  return subscribeToTokenChanges(target, (change) => {
    const decision = crossTabDecision(change, currentLocation());
    if (decision.kind === 'redirect') go(decision.to, change);
  });
}

/** The TabLocation of a browser location: its path and query, and its `redirectTo` parameter. */
export function tabLocationOf(location: { pathname: string; search: string }): TabLocation {
  return {
    pathAndQuery: `${location.pathname}${location.search}`,
    redirectTo: location.pathname === '/login' ? new URLSearchParams(location.search).get('redirectTo') : null,
  };
}
