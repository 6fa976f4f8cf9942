import type { ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import * as styles from './PageHeader.css';

export interface BreadcrumbItem {
  label: string;
  /** Leave out for the current page. */
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons at the right: "New brand", "Save". */
  actions?: ReactNode;
}

/** The top of every screen: where you are (breadcrumbs), what it is (title) and what you can do (actions). */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {breadcrumbs?.length ? (
          <Breadcrumbs items={breadcrumbs.map((item, index) => ({ ...item, id: index }))} />
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
