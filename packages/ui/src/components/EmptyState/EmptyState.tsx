import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { actions as actionsClass, icon as iconClass, root, title as titleClass } from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** What the user can do next, e.g. "New brand" or "Clear filters". */
  actions?: ReactNode;
  /**
   * When the empty state is the whole page (a 404), its title is the page's heading: pass 1 for an h1. Without it the
   * title is a paragraph, as inside a list or a card that already has its heading.
   */
  headingLevel?: HeadingLevel;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export function EmptyState({
  title,
  description,
  icon = <Inbox size={32} aria-hidden="true" />,
  actions,
  headingLevel,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={root}>
      <span className={iconClass}>{icon}</span>
      <Title className={titleClass}>{title}</Title>
      {description ? <p>{description}</p> : null}
      {actions ? <div className={actionsClass}>{actions}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  /** The error as the API worded it. */
  message: ReactNode;
  onRetry?: () => void;
}

/** A failed load, said plainly, with a way to try again: nothing is ever just blank. */
export function ErrorState({ title = 'This could not be loaded', message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={message}
        icon={<CircleAlert size={32} aria-hidden="true" />}
        actions={
          onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
