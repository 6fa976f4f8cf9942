import { Button, CenteredPage, Form, FormNote, TextField } from '@deals/ui';
import { useState } from 'react';

export interface LoginFormProps {
  /** Signs in; answers an error message to show, or null when the page moves on. */
  onSignIn: (email: string, password: string) => Promise<string | null>;
  /** Why the person was signed out ("… because your password was changed"), above the form. */
  notice?: string | null;
}

/** Email and password, with the wrong-credential message inline (spec §2, §4), and why the last session ended. */
export function LoginForm({ onSignIn, notice }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <CenteredPage title="Sign in" subtitle="Deals back-office">
      {notice ? <FormNote role="status">{notice}</FormNote> : null}
      <Form
        error={error}
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setPending(true);
          const message = await onSignIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
          setPending(false);
          setError(message);
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
