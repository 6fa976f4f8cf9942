import { LinkButton, NoAccess } from '@deals/ui';

/** A route the person's role may not open (the shell shows it in place of the screen, signed in, in the shell). */
export function NoAccessScreen({ reason }: { reason: string | null }) {
  return (
    <NoAccess
      message={
        <>{reason ?? "Your role doesn't include this page."} Ask an administrator if you need it for your work.</>
      }
      actions={<LinkButton href="/">Go to the dashboard</LinkButton>}
    />
  );
}
