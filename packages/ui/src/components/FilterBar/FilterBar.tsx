import type { ReactNode } from 'react';
import { filterBar, grow } from './FilterBar.css';

/** The row of search and filters above a list; `search` takes the flexible space. */
export function FilterBar({ search, children }: { search?: ReactNode; children?: ReactNode }) {
  return (
    <div className={filterBar} role="search">
      {search ? <div className={grow}>{search}</div> : null}
      {children}
    </div>
  );
}
