import { EmptyState, LinkButton } from '@deals/ui';
import { SearchX } from 'lucide-react';

/** Spec §2: /404, where every unknown path ends up. */
export function NotFoundScreen() {
  return (
    <main>
      <EmptyState
        icon={<SearchX size={40} aria-hidden="true" />}
        title="Page not found"
        headingLevel={1}
        description="The address may be mistyped, or the page has moved."
        actions={<LinkButton href="/">Go to the dashboard</LinkButton>}
      />
    </main>
  );
}
