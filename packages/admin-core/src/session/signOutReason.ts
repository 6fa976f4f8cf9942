import { browserStorage, type KeyValueStorage } from './storage';

/** Why this tab's session ended, as the sign-in page tells the person. */
export const signOutReasons = [
  'signed-out',
  'other-tab',
  'password-changed',
  'role-changed',
  'deactivated',
  'session-expired',
  'session-ended',
] as const;
export type SignOutReason = (typeof signOutReasons)[number];

/** What the sign-in page says for each reason ("Sign out" / "Sign in", one word for each, everywhere). */
export const SIGN_OUT_MESSAGES: Record<SignOutReason, string> = {
  'signed-out': 'You signed out.',
  'other-tab': 'You were signed out in another tab.',
  'password-changed': 'You were signed out because your password was changed. Sign in with the new password.',
  'role-changed': 'You were signed out because your role was changed. Sign in again to continue.',
  deactivated: 'You were signed out because your account was deactivated.',
  'session-expired': 'You were signed out because your session expired.',
  'session-ended': 'You were signed out because your session ended.',
};

/** The reason a `Forbidden` error carries (`extensions.reason`, API README "Sessions"); a spec §7 backend sends none. */
export function signOutReasonOfApi(reason: unknown): SignOutReason {
  switch (reason) {
    case 'SIGNED_OUT':
      // This login was signed out, and not by this tab (which says so itself): another tab of the browser did.
      return 'other-tab';
    case 'PASSWORD_CHANGED':
      return 'password-changed';
    case 'ROLE_CHANGED':
      return 'role-changed';
    case 'DEACTIVATED':
      return 'deactivated';
    case 'SESSION_EXPIRED':
      return 'session-expired';
    default:
      return 'session-ended';
  }
}

/**
 * Per tab (sessionStorage): the reason survives the reload that spec §4 makes after a sign-out, and is read once
 * by the sign-in page. Not one of the spec's localStorage keys.
 */
export const SIGN_OUT_REASON_KEY = 'signOutReason';
/**
 * Shared (localStorage), written just before the tokens are cleared: the other tabs read it from the `storage`
 * event that comes before the access token's removal, so they say why too ("… your password was changed").
 */
export const SIGN_OUT_NOTICE_KEY = 'signOutNotice';

const isReason = (value: unknown): value is SignOutReason => signOutReasons.includes(value as SignOutReason);

/** sessionStorage, tolerating browsers where it throws; a memory stand-in outside a browser. */
export function tabStorage(): KeyValueStorage {
  return browserStorage(globalThis.sessionStorage);
}

/**
 * Records why this tab's session ends, for its own sign-in page (`tab`) and, when this tab is the one ending it, for
 * the other tabs (`shared`, beside the tokens): call it before clearing the tokens.
 */
export function rememberSignOut(reason: SignOutReason, storages: { tab: KeyValueStorage; shared?: KeyValueStorage }) {
  storages.tab.set(SIGN_OUT_REASON_KEY, reason);
  // The time makes every notice a change, so the storage event fires even when the last one said the same.
  storages.shared?.set(SIGN_OUT_NOTICE_KEY, JSON.stringify({ reason, at: Date.now() }));
}

/** The reason a notice written by another tab carries, as this tab tells it; null for anything unreadable. */
export function reasonOfNotice(notice: string | null): SignOutReason | null {
  if (!notice) return null;
  try {
    const { reason } = JSON.parse(notice) as { reason?: unknown };
    if (!isReason(reason)) return null;
    // The other tab signed out on purpose: here, it happened in another tab.
    return reason === 'signed-out' ? 'other-tab' : reason;
  } catch {
    return null;
  }
}

/** The reason recorded for this tab, if any, without forgetting it. */
export function readSignOutReason(tab: KeyValueStorage): SignOutReason | null {
  const reason = tab.get(SIGN_OUT_REASON_KEY);
  return isReason(reason) ? reason : null;
}

/** Forgets this tab's reason once the sign-in page has shown it (a later visit says nothing). */
export function forgetSignOutReason(tab: KeyValueStorage) {
  tab.remove(SIGN_OUT_REASON_KEY);
}
