import type { ReactNode } from 'react';
import * as styles from './foundations.css';

export interface FoundationRow {
  token: string;
  value: string;
  use: string;
  /** The token drawn: a sample of type, a bar of space, a box with the radius or shadow. */
  sample: ReactNode;
}

/** One table per scale: token, value, what it is for, and the token drawn. */
export function FoundationTable({ caption, rows }: { caption: string; rows: FoundationRow[] }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {['Token', 'Value', 'Use', 'Sample'].map((header) => (
              <th key={header} scope="col" className={styles.headerCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.token}>
              <th scope="row" className={`${styles.cell} ${styles.rowHeader} ${styles.tokenName}`}>
                {row.token}
              </th>
              <td className={`${styles.cell} ${styles.mono}`}>{row.value}</td>
              <td className={`${styles.cell} ${styles.muted}`}>{row.use}</td>
              <td className={styles.cell}>{row.sample}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
