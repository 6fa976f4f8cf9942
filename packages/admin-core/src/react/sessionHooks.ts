import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import { LoginDocument, LogoutDocument } from '../domains/session/operations.generated';
import { followSessionOfOtherTabs } from '../session/crossTab';
import { afterLoginPath, guardDecision, loginPageDecision } from '../session/rules';
import { loadCurrentUser, takePreloadedSession } from '../session/sessionCheck';
import {
  forgetSignOutReason,
  readSignOutReason,
  rememberSignOut,
  SIGN_OUT_MESSAGES,
  type SignOutReason,
} from '../session/signOutReason';
import { clearTokens, readTokens, storeTokens } from '../session/tokens';
import type { CurrentUser } from '../stores/auth';
import { useAdminCore } from './AdminCoreProvider';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export type SessionGuardResult =
  | { status: 'checking' }
  | { status: 'redirecting' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Spec §4, entering any guarded route: with an access token and a valid refresh token, the current user is loaded
 * (WhoAmI) and then the page is shown; otherwise both tokens are cleared and the user goes to login with redirectTo.
 */
export function useSessionGuard(pathAndQuery: string, navigate: Navigate): SessionGuardResult {
  const core = useAdminCore();
  const [result, setResult] = useState<SessionGuardResult>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Tokens were there but the refresh token had run out: the sign-in page says so, here and in the other tabs.
    const decision = guardDecision(core.storage, pathAndQuery, () =>
      rememberSignOut('session-expired', { tab: core.tabStorage, shared: core.storage }),
    );
    if (decision.kind === 'redirect') {
      setResult({ status: 'redirecting' });
      navigate(decision.to, { replace: true });
      return;
    }
    // A session again: the reason the last one ended is old news.
    forgetSignOutReason(core.tabStorage);
    const { user } = core.stores.auth.getState();
    if (user) {
      setResult({ status: 'ready', user });
      return;
    }
    let cancelled = false;
    core.stores.auth.getState().setLoading(true);
    (takePreloadedSession(core) ?? loadCurrentUser(core))
      .then((whoAmI) => {
        if (cancelled) return;
        core.stores.auth.getState().setUser(whoAmI);
        setResult({ status: 'ready', user: whoAmI });
      })
      .catch((error: Error) => {
        // Forbidden already ended the session (error link); anything else is shown with a retry.
        if (!cancelled && readTokens(core.storage).accessToken) {
          setResult({ status: 'error', message: error.message, retry: () => setAttempt((value) => value + 1) });
        }
      })
      .finally(() => core.stores.auth.getState().setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [core, pathAndQuery, navigate, attempt]);

  return result;
}

/** Spec §4, the login page: a valid access token goes to /; otherwise a stale access token is removed. */
export function useLoginPageRule(navigate: Navigate): 'stay' | 'redirecting' {
  const core = useAdminCore();
  const [decision] = useState(() => loginPageDecision(core.storage));
  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision, navigate]);
  return decision.kind === 'redirect' ? 'redirecting' : 'stay';
}

/**
 * Spec §4, cross-tab: follows sign-outs and sign-ins made in other tabs of the same browser. Used by the guarded layout
 * and the routed login page (with its redirectTo); the router-free login page uses `followSessionOfOtherTabs` itself.
 */
export function useCrossTabSync(location: { pathAndQuery: string; redirectTo: string | null }, navigate: Navigate) {
  const core = useAdminCore();
  const { pathAndQuery, redirectTo } = location;
  useEffect(() => {
    if (typeof window === 'undefined') return;
    return followSessionOfOtherTabs(
      window,
      () => ({ pathAndQuery, redirectTo }),
      (to, change, reason) => {
        if (change.newValue === null) core.stores.auth.getState().setUser(null);
        if (reason) rememberSignOut(reason, { tab: core.tabStorage });
        navigate(to, { replace: true });
      },
    );
  }, [core, pathAndQuery, redirectTo, navigate]);
}

export type LoginOutcome = { ok: true; to: string } | { ok: false; message: string };

/** Signs in, stores both tokens and says where to go next (the sanitized redirectTo, or /). */
export function useLogin() {
  const core = useAdminCore();
  const [login, { loading }] = useMutation(LoginDocument);
  const signIn = useCallback(
    async (email: string, password: string, redirectTo: string | null): Promise<LoginOutcome> => {
      try {
        const { data } = await login({ variables: { email, password }, context: { [ERRORS_SHOWN_BY_CALLER]: true } });
        if (!data) return { ok: false, message: 'Signing in failed. Try again.' };
        storeTokens(core.storage, data.login);
        return { ok: true, to: afterLoginPath(redirectTo) };
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
    },
    [core, login],
  );
  return { signIn, pending: loading };
}

/**
 * Spec §4: signing out (the spec's "logout") removes both tokens and reloads. The tokens go at once, so this tab and
 * the others reach the sign-in page without waiting; the refresh token is revoked on the server meanwhile, and the
 * reload waits for that answer (at most 2 s) so the revocation is not cut off.
 */
export function useSignOut(reload: () => void = () => window.location.reload()) {
  const core = useAdminCore();
  const [revoke] = useMutation(LogoutDocument);
  return useCallback(async () => {
    const { refreshToken } = readTokens(core.storage);
    rememberSignOut('signed-out', { tab: core.tabStorage, shared: core.storage });
    clearTokens(core.storage);
    if (refreshToken) {
      await Promise.race([
        revoke({ variables: { refreshToken }, context: { [ERRORS_SHOWN_BY_CALLER]: true } }).catch((error: unknown) =>
          console.error('The sign-out call failed', error),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    }
    reload();
  }, [core, revoke, reload]);
}

/**
 * What the sign-in page says about the session that just ended ("You were signed out because your password was
 * changed."), or null. It stays until the tab has a session again (the guard forgets it), so a second reload on the
 * way — a late refusal of the ended session — still lands on a page that says why.
 */
export function useSignOutNotice(): { reason: SignOutReason; message: string } | null {
  const core = useAdminCore();
  const [reason] = useState(() => readSignOutReason(core.tabStorage));
  return reason ? { reason, message: SIGN_OUT_MESSAGES[reason] } : null;
}
