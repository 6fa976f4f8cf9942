import { useSession } from '@deals/admin-core';
import { Button, Spinner } from '@deals/ui';
import { useState } from 'react';
import { BrandCount } from './BrandCount';
import { BrandPicker } from './BrandPicker';
import { MediaWidget } from './MediaWidget';
import { PublishButton } from './PublishButton';
import { SignIn } from './SignIn';

/** The partner portal's page: a sign-in when needed, then the widgets in the host's own sections. */
export function Widgets() {
  const session = useSession();
  const [picked, setPicked] = useState<string | null>(null);
  if (session.status === 'checking') return <Spinner label="Checking your session" />;
  const section = (label: string, content: React.ReactNode) => (
    <section className="host-section" aria-label={label}>
      {content}
    </section>
  );
  if (!session.signedIn) return section('Sign in', <SignIn />);
  return (
    <>
      {section('Brand', <BrandPicker />)}
      {section('Catalogue', <BrandCount />)}
      {section('Publishing', <PublishButton />)}
      {section('Media', <MediaWidget onPick={setPicked} />)}
      <p role="status">{picked ? `Picked ${picked}` : 'Nothing picked yet'}</p>
      <Button variant="secondary" onPress={() => void session.signOut()}>
        Sign out {session.user?.name}
      </Button>
    </>
  );
}
