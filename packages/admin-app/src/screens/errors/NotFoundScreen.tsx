import { EmptyState, LinkButton } from '@deals/ui';
import { SearchX } from 'lucide-react';

/** Spec §2: /404, where every unknown path ends up. */
export function NotFoundScreen() {
  return (
    <main>
      <EmptyState
        icon={<SearchX size={40} aria-hidden="true" />}
        // The page's only heading: ui's EmptyState titles are paragraphs, so this one says it is the h1.
        title={
          <span role="heading" aria-level={1}>
            Page not found
          </span>
        }
        description="The address may be mistyped, or the page has moved."
        actions={<LinkButton href="/">Go to the dashboard</LinkButton>}
      />
    </main>
  );
}
