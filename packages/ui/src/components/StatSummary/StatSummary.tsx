import { formatNumber } from '../../text/formatCount';
import * as styles from './StatSummary.css';

export type StatTone = keyof typeof styles.tone;

export interface StatSummaryItem {
  label: string;
  value: number;
  /** Colours the number when it is not zero (rejected rows in red). */
  tone?: StatTone;
}

export interface StatSummaryProps {
  items: StatSummaryItem[];
  'aria-label': string;
}

/** A row of counts with their labels (created, updated, rejected…), wrapping to two columns on a phone. */
export function StatSummary({ items, 'aria-label': ariaLabel }: StatSummaryProps) {
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={[styles.value, item.value ? styles.tone[item.tone ?? 'neutral'] : ''].join(' ')}>
            {formatNumber(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
