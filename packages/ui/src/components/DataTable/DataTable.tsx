import type { ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ErrorState } from '../EmptyState/EmptyState';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { bar } from '../RouteProgressBar/RouteProgressBar.css';
import * as styles from './DataTable.css';
import { DataTableGrid } from './DataTableGrid';
import { DataTableSkeleton } from './DataTableSkeleton';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server sorts by this column when the header is pressed. */
  sortable?: boolean;
  /** The column that names the row for assistive technology (usually the title). */
  isRowHeader?: boolean;
  /** As narrow as its content (a thumbnail, an icon); the other columns share the rest. */
  fit?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortDescriptor {
  column: string | number;
  direction: SortDirection;
}

export type DataTableStatus =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry?: () => void }
  | { status: 'success'; refreshing?: boolean };

export interface DataTableProps<Row extends { id: string }> {
  'aria-label': string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  state: DataTableStatus;
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Row selection with checkboxes; the bulk-action bar appears when rows are selected. */
  selectedKeys?: ReadonlySet<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  bulkActions?: (selected: string[]) => ReactNode;
  /** Opening a row (click, Enter): usually its edit page. */
  onRowAction?: (id: string) => void;
  /**
   * Controls at the end of each row (edit, delete): small secondary buttons (`size="sm"`), laid out on one line by the
   * table; a refused one is a DisabledAction with its reason.
   */
  rowActions?: (row: Row) => ReactNode;
  pagination?: PaginationProps;
  empty?: ReactNode;
  density?: 'comfortable' | 'compact';
  /** Rows to mark for a moment (changed by someone else); the screen says so in words too, for screen readers. */
  highlightedKeys?: ReadonlySet<string>;
  /** Placeholder rows while the first page loads: the page size by default, so the table keeps its height. */
  loadingRows?: number;
}

/**
 * The list of every screen: server-side sort and paging, checkbox selection with a bulk-action bar, row actions,
 * and loading (skeleton), empty and error (with retry) states.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const { columns, state, selectedKeys, onSelectionChange, bulkActions, rowActions, pagination } = props;
  const selectable = Boolean(onSelectionChange);
  const selected = [...(selectedKeys ?? [])];
  const cellClass = props.density === 'compact' ? `${styles.cell} ${styles.compactCell}` : styles.cell;
  // One look for every screen's row actions: on one line, side by side, as narrow as they are.
  const allColumns: DataTableColumn<Row>[] = rowActions
    ? [
        ...columns,
        {
          id: '__actions',
          header: 'Actions',
          fit: true,
          cell: (row) => <div className={styles.rowActions}>{rowActions(row)}</div>,
        },
      ]
    : columns;
  const fits = allColumns.map((column) => Boolean(column.fit));

  return (
    <div className={styles.frame}>
      {selectable && selected.length > 0 && bulkActions ? (
        <div className={styles.bulkBar} role="toolbar" aria-label="Bulk actions">
          <span>{selected.length} selected</span>
          <div className={styles.bulkActions}>
            {bulkActions(selected)}
            <Button variant="ghost" size="sm" onPress={() => onSelectionChange?.(new Set())}>
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}
      <div className={state.status === 'loading' ? `${styles.scroller} ${styles.scrollerLoading}` : styles.scroller}>
        {state.status === 'success' && state.refreshing ? (
          <ProgressBar isIndeterminate aria-label={`Refreshing ${props['aria-label']}`} className={styles.refreshTrack}>
            <div className={bar} />
          </ProgressBar>
        ) : null}
        {state.status === 'error' ? (
          <ErrorState message={state.message} onRetry={state.retry} />
        ) : state.status === 'loading' ? (
          <DataTableSkeleton
            label={`Loading ${props['aria-label']}`}
            columns={allColumns.map((column, index) => ({ header: column.header, fit: fits[index] }))}
            selectable={selectable}
            rows={props.loadingRows ?? pagination?.pageSize ?? 10}
            cellClass={cellClass}
          />
        ) : (
          <DataTableGrid {...props} columns={allColumns} fits={fits} cellClass={cellClass} />
        )}
      </div>
      {pagination && state.status !== 'error' ? <Pagination {...pagination} /> : null}
    </div>
  );
}
