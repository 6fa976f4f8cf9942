import type { ReactNode } from 'react';
import * as styles from './CenteredPage.css';

export interface CenteredPageProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A single panel in the middle of the page: sign-in and other pages outside the app shell. */
export function CenteredPage({ title, subtitle, children }: CenteredPageProps) {
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="centered-page-title">
        <header className={styles.heading}>
          <h1 id="centered-page-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
      </section>
    </main>
  );
}
