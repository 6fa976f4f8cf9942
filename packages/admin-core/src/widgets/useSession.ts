import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import { LoginDocument, LogoutDocument, WhoAmIDocument } from '../domains/session/operations.generated';
import { useAdminCore } from '../react/AdminCoreProvider';
import { useAuth } from '../react/storeHooks';
import { subscribeToTokenChanges } from '../session/crossTab';
import { clearTokens, isTokenValid, readTokens, storeTokens } from '../session/tokens';
import type { CurrentUser } from '../stores/auth';
import type { WidgetHookOptions } from './notifier';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  signedIn: boolean;
  user: CurrentUser | null;
  /** Resolves with an error message to show next to the form, or null once signed in. */
  signIn: (email: string, password: string) => Promise<string | null>;
  /** Revokes the refresh token (if the server answers), forgets both tokens and the cached data; no reload. */
  signOut: () => Promise<void>;
  pending: boolean;
  /**
   * A sign-in form: `onSubmit` for `@deals/ui`'s `Form` (it reads the fields named `email` and `password`),
   * `fieldError` spread on the password `TextField`, `pending` for the submit button.
   */
  signInForm: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    error: string | null;
    fieldError: { errorMessage: string | null; isInvalid: boolean };
    pending: boolean;
  };
}

/**
 * "Am I signed in?" without a router: the stored refresh token says whether to try, the current user (WhoAmI) says
 * who; sign-ins and sign-outs in other tabs are followed. For a host that shows our widgets or a sign-in in place.
 */
export function useSession(options: WidgetHookOptions = {}): Session {
  const core = useAdminCore();
  const { toaster } = options;
  const user = useAuth((state) => state.user);
  const hasSession = useStore(core.stores.session, (state) => state.hasSession);
  const { setHasSession } = core.stores.session.getState();
  const [login, loginState] = useMutation(LoginDocument);
  const [revoke] = useMutation(LogoutDocument);

  useEffect(() => {
    if (!hasSession || user) return;
    let cancelled = false;
    core.client
      .query({ query: WhoAmIDocument, fetchPolicy: 'network-only', context: { [ERRORS_SHOWN_BY_CALLER]: true } })
      .then(({ data }) => {
        if (!cancelled && data) core.stores.auth.getState().setUser(data.whoAmI);
      })
      .catch((error: Error) => {
        if (cancelled) return;
        // A rejected session has already cleared the tokens (error link); the person signs in again.
        if (!readTokens(core.storage).accessToken) setHasSession(false);
        else toaster?.error(error.message);
      });
    return () => {
      cancelled = true;
    };
  }, [core, hasSession, user, toaster, setHasSession]);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    return subscribeToTokenChanges(window, () => {
      const valid = isTokenValid(readTokens(core.storage).refreshToken);
      if (!valid) core.stores.auth.getState().setUser(null);
      setHasSession(valid);
    });
  }, [core, setHasSession]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const { data } = await login({ variables: { email, password }, context: { [ERRORS_SHOWN_BY_CALLER]: true } });
        if (!data) return 'Signing in failed. Try again.';
        storeTokens(core.storage, data.login);
        core.stores.auth.getState().setUser(null);
        setHasSession(true);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    [core, login, setHasSession],
  );

  const signOut = useCallback(async () => {
    const { refreshToken } = readTokens(core.storage);
    if (refreshToken) {
      await revoke({ variables: { refreshToken }, context: { [ERRORS_SHOWN_BY_CALLER]: true } }).catch((error: Error) =>
        console.error('Logout call failed', error),
      );
    }
    clearTokens(core.storage);
    core.stores.auth.getState().setUser(null);
    setHasSession(false);
    await core.client.clearStore();
  }, [core, revoke, setHasSession]);

  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const { elements } = event.currentTarget;
      const field = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
      void signIn(field('email'), field('password')).then(setFormError);
    },
    [signIn],
  );

  const status: SessionStatus = !hasSession ? 'signedOut' : user ? 'signedIn' : 'checking';
  const pending = loginState.loading;
  return {
    status,
    signedIn: status === 'signedIn',
    user,
    signIn,
    signOut,
    pending,
    signInForm: {
      onSubmit,
      error: formError,
      fieldError: { errorMessage: formError, isInvalid: formError !== null },
      pending,
    },
  };
}
