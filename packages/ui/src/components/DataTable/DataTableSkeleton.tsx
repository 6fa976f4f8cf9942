import { skeleton } from '../Skeleton/Skeleton.css';
import * as styles from './DataTable.css';

export interface DataTableSkeletonProps {
  label: string;
  columns: { header: string; fit?: boolean }[];
  /** Leading checkbox column, as in the loaded table. */
  selectable: boolean;
  rows: number;
  cellClass: string;
}

/**
 * The table as it will be, before its rows arrive: the same header and as many rows of the same height, so nothing
 * below moves when the data comes (no layout shift). Hidden from assistive technology, announced once as busy.
 */
export function DataTableSkeleton({ label, columns, selectable, rows, cellClass }: DataTableSkeletonProps) {
  const cells = [...(selectable ? [`${cellClass} ${styles.checkboxCell}`] : [])];
  for (const column of columns) cells.push(column.fit ? `${cellClass} ${styles.fit}` : cellClass);
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <table className={styles.table} aria-hidden="true">
        <thead>
          <tr>
            {selectable ? <th className={`${styles.column} ${styles.checkboxCell}`} /> : null}
            {columns.map((column, index) => (
              <th key={index} className={column.fit ? `${styles.column} ${styles.fit}` : styles.column}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={styles.row}>
              {cells.map((className, column) => (
                <td key={column} className={className}>
                  {/* Ragged widths read as text; computed geometry is the one place for inline style. */}
                  <span className={skeleton} style={{ width: `${90 - ((row + column) % 4) * 15}%` }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
