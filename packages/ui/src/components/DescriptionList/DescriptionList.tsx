import { Fragment, type ReactNode } from 'react';
import { detail, list, term } from './DescriptionList.css';

export interface DescriptionItem {
  /** Needed when two terms can be equal. */
  id?: string;
  term: string;
  detail: ReactNode;
}

/** Label/value pairs for detail pages, e.g. a job's schedule, last run and next run. */
export function DescriptionList({ items }: { items: DescriptionItem[] }) {
  return (
    <dl className={list}>
      {items.map((item) => (
        <Fragment key={item.id ?? item.term}>
          <dt className={term}>{item.term}</dt>
          <dd className={detail}>{item.detail ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
