import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  ProgressBar,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { bar } from '../RouteProgressBar/RouteProgressBar.css';
import * as styles from './DataTable.css';
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
  /** Controls at the end of each row (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
  pagination?: PaginationProps;
  empty?: ReactNode;
  density?: 'comfortable' | 'compact';
  /** Rows to mark for a moment (changed by someone else); the screen says so in words too, for screen readers. */
  highlightedKeys?: ReadonlySet<string>;
  /** Placeholder rows while the first page loads: the page size by default, so the table keeps its height. */
  loadingRows?: number;
}

function toKeys(selection: Selection, rows: { id: string }[]): Set<string> {
  return selection === 'all' ? new Set(rows.map((row) => row.id)) : new Set([...selection].map(String));
}

/**
 * The list of every screen: server-side sort and paging, checkbox selection with a bulk-action bar, row actions,
 * and loading (skeleton), empty and error (with retry) states.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const {
    columns,
    rows,
    state,
    selectedKeys,
    onSelectionChange,
    bulkActions,
    rowActions,
    pagination,
    density = 'comfortable',
  } = props;
  const selectable = Boolean(onSelectionChange);
  const selected = [...(selectedKeys ?? [])];
  const cellClass = density === 'compact' ? `${styles.cell} ${styles.compactCell}` : styles.cell;
  const allColumns = rowActions ? [...columns, { id: '__actions', header: 'Actions', cell: rowActions }] : columns;

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
      <div className={styles.scroller}>
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
            columns={allColumns.map((column) => ({ header: column.header, fit: 'fit' in column && column.fit }))}
            selectable={selectable}
            rows={props.loadingRows ?? pagination?.pageSize ?? 10}
            cellClass={cellClass}
          />
        ) : (
          <Table
            aria-label={props['aria-label']}
            className={styles.table}
            data-refreshing={state.refreshing || undefined}
            sortDescriptor={props.sort}
            onSortChange={props.onSortChange}
            selectionMode={selectable ? 'multiple' : 'none'}
            selectionBehavior="toggle"
            selectedKeys={selectedKeys as Set<Key> | undefined}
            onSelectionChange={(selection) => onSelectionChange?.(toKeys(selection, rows))}
            onRowAction={props.onRowAction ? (key) => props.onRowAction?.(String(key)) : undefined}
          >
            <TableHeader className={styles.row}>
              {selectable ? (
                <Column className={`${styles.column} ${styles.checkboxCell}`}>
                  <Checkbox slot="selection" />
                </Column>
              ) : null}
              {allColumns.map((column) => (
                <Column
                  key={column.id}
                  id={column.id}
                  className={'fit' in column && column.fit ? `${styles.column} ${styles.fit}` : styles.column}
                  allowsSorting={'sortable' in column ? column.sortable : false}
                  isRowHeader={'isRowHeader' in column ? column.isRowHeader : false}
                >
                  {({ sortDirection, allowsSorting }) => (
                    <>
                      {column.header}
                      {allowsSorting && sortDirection ? (
                        <span className={styles.sortIcon} aria-hidden="true">
                          {sortDirection === 'ascending' ? <ArrowUp size={12} /> : <ArrowDown size={12} />}
                        </span>
                      ) : null}
                    </>
                  )}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              items={rows}
              // RAC reuses a row's rendering while its item is unchanged: a new highlight must render it again.
              dependencies={[props.highlightedKeys]}
              renderEmptyState={() => props.empty ?? <EmptyState title="Nothing here yet" />}
            >
              {(row) => (
                <Row
                  id={row.id}
                  className={styles.row}
                  data-highlighted={props.highlightedKeys?.has(row.id) || undefined}
                >
                  {selectable ? (
                    <Cell className={`${cellClass} ${styles.checkboxCell}`}>
                      <Checkbox slot="selection" />
                    </Cell>
                  ) : null}
                  {allColumns.map((column) => (
                    <Cell
                      key={column.id}
                      className={'fit' in column && column.fit ? `${cellClass} ${styles.fit}` : cellClass}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </div>
      {pagination && state.status !== 'error' ? <Pagination {...pagination} /> : null}
    </div>
  );
}
