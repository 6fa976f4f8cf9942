import type { ReactNode } from 'react';
import { card, header, statDetail, statLabel, statValue, title as titleClass } from './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Controls at the right of the title, e.g. a "View all" link. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A landmark label when the card stands for a section. */
  'aria-label'?: string;
}

export function Card({ title, actions, children, ...aria }: CardProps) {
  return (
    <section className={card} {...aria}>
      {title || actions ? (
        <header className={header}>
          {title ? <h2 className={titleClass}>{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
}

/** A headline number with its label, e.g. on the dashboard. */
export function Stat({ label, value, detail }: StatProps) {
  return (
    <div>
      <div className={statLabel}>{label}</div>
      <div className={statValue}>{value}</div>
      {detail ? <div className={statDetail}>{detail}</div> : null}
    </div>
  );
}
