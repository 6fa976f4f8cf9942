import { Fragment, type ReactNode } from 'react';
import { detail, list, term } from './DescriptionList.css';

export interface DescriptionItem {
  term: string;
  detail: ReactNode;
}

/** Label/value pairs for detail pages, e.g. a job's schedule, last run and next run. */
export function DescriptionList({ items }: { items: DescriptionItem[] }) {
  return (
    <dl className={list}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt className={term}>{item.term}</dt>
          <dd className={detail}>{item.detail ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
