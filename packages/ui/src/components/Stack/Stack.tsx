import type { ReactNode } from 'react';
import { stack } from './Stack.css';

/** Page sections one under another with the standard gap (cards, tables, charts). */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={stack}>{children}</div>;
}
