import { isTokenValid, readTokens, useAdminCore, useLogin } from '@deals/admin-core';
import { Button, ConfirmDialog, Form, TextField, useToaster } from '@deals/ui';
import { useState } from 'react';
import { BrandPicker } from './BrandPicker';
import { MediaWidget } from './MediaWidget';

/** What the partner portal embeds: a sign-in when needed, then the media library, a brand picker and a confirmation. */
export function Widgets() {
  const core = useAdminCore();
  const [signedIn, setSignedIn] = useState(() => isTokenValid(readTokens(core.storage).refreshToken));
  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;
  return (
    <>
      <section className="host-section" aria-label="Brand">
        <BrandPicker />
      </section>
      <section className="host-section" aria-label="Publishing">
        <PublishButton />
      </section>
      <section className="host-section" aria-label="Media">
        <MediaWidget />
      </section>
    </>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, pending } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="host-section" aria-label="Sign in">
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          const outcome = await signIn(email, password, null);
          if (outcome.ok) onSignedIn();
          else setError(outcome.message);
        }}
      >
        <TextField label="Email" type="email" value={email} onChange={setEmail} isRequired />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          isRequired
          errorMessage={error}
          isInvalid={error !== null}
        />
        <Button type="submit" isPending={pending}>
          Sign in
        </Button>
      </Form>
    </section>
  );
}

function PublishButton() {
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Publish the partner page</Button>
      <ConfirmDialog
        variant="save"
        isOpen={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          toaster.success('Partner page published');
        }}
      >
        The partner page goes live for every shopper.
      </ConfirmDialog>
    </>
  );
}
