import {
  browserStorage,
  createSettingsStore,
  followSessionOfOtherTabs,
  loginPageDecision,
  readSignOutReason,
  SIGN_OUT_MESSAGES,
  signInDirect,
  tabLocationOf,
  tabStorage,
} from '@deals/admin-core';
import { ThemeProvider } from '@deals/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig } from './config';
import { LoginForm } from './screens/login/LoginForm';

/**
 * A fresh visit to /login: the sign-in form alone, without the router, the GraphQL client or any screen, so the first
 * page a person sees loads fast. Signing in moves on with a full page load into the back-office.
 */
export function mountLoginPage(container: HTMLElement) {
  const storage = browserStorage();
  // spec §4: a valid access token skips the login page; a stale one is removed.
  const decision = loginPageDecision(storage);
  if (decision.kind === 'redirect') {
    window.location.replace(decision.to);
    return;
  }
  // spec §4, cross-tab: a sign-in in another tab moves this one on to its redirectTo (or /), as on the routed page.
  followSessionOfOtherTabs(
    window,
    () => tabLocationOf(window.location),
    (to) => window.location.replace(to),
  );
  // Why the last session ended (spec §4's reload after a sign-out lands here); the guard forgets it once signed in.
  const signedOutBecause = readSignOutReason(tabStorage());
  const scheme = createSettingsStore(storage).getState().themeMode;
  const redirectTo = new URLSearchParams(window.location.search).get('redirectTo');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider scheme={scheme} fill>
        <LoginForm
          notice={signedOutBecause ? SIGN_OUT_MESSAGES[signedOutBecause] : null}
          onSignIn={async (email, password) => {
            const outcome = await signInDirect({ uri: appConfig.graphqlUrl, storage }, { email, password }, redirectTo);
            if (!outcome.ok) return outcome.message;
            window.location.replace(outcome.to);
            return null;
          }}
        />
      </ThemeProvider>
    </StrictMode>,
  );
}
