import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { actions as actionsClass, icon, message as messageClass, root, title as titleClass } from './NoAccess.css';

export interface NoAccessProps {
  /** The page's heading (its h1). */
  title?: ReactNode;
  /** Why, in words the person understands: "Viewers can't open users." */
  message?: ReactNode;
  /** Where to go instead, e.g. a link to the dashboard. */
  actions?: ReactNode;
}

/**
 * A page the person's role may not open: said plainly as the page's heading, with a way on — never an error or a
 * blank screen, and never a sign-out.
 */
export function NoAccess({ title = "You don't have access", message, actions }: NoAccessProps) {
  return (
    <section className={root} aria-labelledby="no-access-title">
      <span className={icon}>
        <Lock size={28} aria-hidden="true" />
      </span>
      <h1 id="no-access-title" className={titleClass}>
        {title}
      </h1>
      {message ? <p className={messageClass}>{message}</p> : null}
      {actions ? <div className={actionsClass}>{actions}</div> : null}
    </section>
  );
}
