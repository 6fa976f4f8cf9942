import { useSession } from '@deals/admin-core';
import { Button, Form, TextField } from '@deals/ui';

/** The sign-in widget: `useSession().signInForm` reads the fields named email and password and holds the answer. */
export function SignIn() {
  const form = useSession().signInForm;
  return (
    <Form onSubmit={form.onSubmit}>
      <TextField label="Email" name="email" type="email" isRequired />
      <TextField label="Password" name="password" type="password" isRequired {...form.fieldError} />
      <Button type="submit" isPending={form.pending}>
        Sign in
      </Button>
    </Form>
  );
}
