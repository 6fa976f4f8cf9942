import { useCrossTabSync, useLogin, useLoginPageRule, useSignOutNotice } from '@deals/admin-core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './LoginForm';

/**
 * /login inside the running app (after a sign-out in another tab or a guard redirect): signs in through the app's client and moves on
 * to the sanitized redirectTo or the dashboard. A fresh visit to /login loads `loginPage.tsx` instead.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const rule = useLoginPageRule(navigate);
  // spec §4, cross-tab: a sign-in made in another tab moves this tab on to its redirectTo, or /.
  useCrossTabSync(
    { pathAndQuery: `${location.pathname}${location.search}`, redirectTo: params.get('redirectTo') },
    navigate,
  );
  const { signIn } = useLogin();
  const notice = useSignOutNotice();
  if (rule === 'redirecting') return null;
  return (
    <LoginForm
      notice={notice?.message}
      onSignIn={async (email, password) => {
        const outcome = await signIn(email, password, params.get('redirectTo'));
        if (!outcome.ok) return outcome.message;
        navigate(outcome.to, { replace: true });
        return null;
      }}
    />
  );
}
