import { useLogin, useLoginPageRule } from '@deals/admin-core';
import { Button, CenteredPage, Form, TextField } from '@deals/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** /login (spec §2, §4): email and password; on success, back to the sanitized redirectTo or the dashboard. */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rule = useLoginPageRule(navigate);
  const { signIn, pending } = useLogin();
  const [error, setError] = useState<string | null>(null);

  if (rule === 'redirecting') return null;
  return (
    <CenteredPage title="Sign in" subtitle="Deals back-office">
      <Form
        error={error}
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const outcome = await signIn(
            String(form.get('email') ?? ''),
            String(form.get('password') ?? ''),
            params.get('redirectTo'),
          );
          if (outcome.ok) navigate(outcome.to, { replace: true });
          else setError(outcome.message);
        }}
      >
        <TextField label="Email" name="email" type="email" autoComplete="username" isRequired autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired />
        <Button type="submit" fullWidth isPending={pending}>
          Sign in
        </Button>
      </Form>
    </CenteredPage>
  );
}
