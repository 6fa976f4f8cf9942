import { AdminCoreProvider, createAdminCore, useSession } from '@deals/admin-core';
import { Button, Form, TextField, ThemeProvider } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';

// The embedding guide's sign-in example, alone in a blank page.
const core = createAdminCore({ uri: 'http://127.0.0.1:4169/graphql' });
function SignIn() {
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
createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <SignIn />
    </ThemeProvider>
  </AdminCoreProvider>,
);
