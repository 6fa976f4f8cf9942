import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button } from '../Button/Button';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import { useRovingFocus } from '../Collection/useRovingFocus';
import { EmptyState, ErrorState } from '../EmptyState/EmptyState';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { bar } from '../RouteProgressBar/RouteProgressBar.css';
import * as styles from './DataTable.css';
import { DataTableSkeleton } from './DataTableSkeleton';
import { tableKeys } from './tableKeys';

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

/** A click on one of these inside a row is theirs, not the row's. */
const CONTROLS = 'a, button, input, label, select, textarea, [role="button"], [role="link"], [role="checkbox"]';

/**
 * The list of every screen: server-side sort and paging, checkbox selection with a bulk-action bar, row actions,
 * and loading (skeleton), empty and error (with retry) states.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const { columns, state, selectedKeys, onSelectionChange, bulkActions, rowActions, pagination } = props;
  const selectable = Boolean(onSelectionChange);
  const selected = [...(selectedKeys ?? [])];
  const cellClass = props.density === 'compact' ? `${styles.cell} ${styles.compactCell}` : styles.cell;
  const allColumns = rowActions ? [...columns, { id: '__actions', header: 'Actions', cell: rowActions }] : columns;
  const fits = allColumns.map((column) => 'fit' in column && Boolean(column.fit));

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
            columns={allColumns.map((column, index) => ({ header: column.header, fit: fits[index] }))}
            selectable={selectable}
            rows={props.loadingRows ?? pagination?.pageSize ?? 10}
            cellClass={cellClass}
          />
        ) : (
          <Grid {...props} columns={allColumns} fits={fits} cellClass={cellClass} />
        )}
      </div>
      {pagination && state.status !== 'error' ? <Pagination {...pagination} /> : null}
    </div>
  );
}

/**
 * The loaded table: a native `<table>` with the grid pattern's roles and keys (useRovingFocus). One tab stop; the
 * arrows move between rows, and right/left into and across a row's cells; Home/End, Ctrl+Home/End and PageUp/Down
 * jump; typing a title finds its row; Enter opens a row, Space selects it, Ctrl+A selects the page, Escape clears.
 */
function Grid<Row extends { id: string }>({
  columns,
  fits,
  cellClass,
  rows,
  state,
  sort,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  onRowAction,
  highlightedKeys,
  empty,
  ...props
}: DataTableProps<Row> & { fits: boolean[]; cellClass: string }) {
  const ref = useRef<HTMLTableElement>(null);
  const id = useId();
  const selectable = Boolean(onSelectionChange);
  const ids = rows.map((row) => row.id);
  const isSelected = (rowId: string) => Boolean(selectedKeys?.has(rowId));
  const allSelected = ids.length > 0 && ids.every(isSelected);
  const someSelected = !allSelected && ids.some(isSelected);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const headerOffset = selectable ? 1 : 0;
  const rowHeaderColumn = Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );

  const toggle = (rowId: string) => {
    const next = new Set(selectedKeys);
    if (next.has(rowId)) next.delete(rowId);
    else next.add(rowId);
    onSelectionChange?.(next);
  };
  const sortBy = (column: DataTableColumn<Row>) => {
    if (!column.sortable || !onSortChange) return;
    const direction = sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange({ column: column.id, direction });
  };
  const keys = tableKeys({ ids, columnCount });
  /** PageUp/PageDown move by the rows that fit in the window. */
  const pageRows = () => {
    const height = ref.current?.tBodies[0]?.rows[0]?.getBoundingClientRect().height;
    return height ? Math.floor(window.innerHeight / height) - 1 : 10;
  };

  const focus = useRovingFocus({
    ref,
    defaultStop: keys.defaultStop,
    hasStop: keys.hasStop,
    move: (stop, event) => keys.move(stop, event, pageRows()),
    typeahead: {
      stops: () => ids.map((rowId) => keys.stop({ kind: 'row', id: rowId })),
      textOf: (stop) =>
        ref.current?.querySelector(`[data-stop="${CSS.escape(stop)}"] [role="rowheader"]`)?.textContent ?? '',
    },
    onKey: (stop, event, onStop) => {
      const at = keys.parse(stop);
      const mod = event.ctrlKey || event.metaKey;
      if (selectable && mod && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'a') {
        onSelectionChange?.(new Set(ids));
        return true;
      }
      if (selectable && event.key === 'Escape' && selectedKeys?.size) {
        onSelectionChange?.(new Set());
        return true;
      }
      if (!onStop || !(event.key === 'Enter' || event.key === ' ') || mod) return false;
      if (at?.kind === 'header') {
        const column = columns[at.column - headerOffset];
        if (!column?.sortable) return false;
        sortBy(column);
        return true;
      }
      if (!at || at.kind === 'empty') return false;
      if (event.key === 'Enter' && onRowAction) onRowAction(at.id);
      else if (event.key === ' ' && selectable) toggle(at.id);
      else return false;
      return true;
    },
  });

  const onRowClick = (rowId: string) => (event: MouseEvent) => {
    const target = event.target as Element;
    // The row's own controls keep their clicks, and so does someone selecting its text to copy it.
    if (target.closest(CONTROLS) || !window.getSelection()?.isCollapsed) return;
    if (onRowAction) onRowAction(rowId);
    else if (selectable) toggle(rowId);
  };
  const sortableHint = `${id}-sortable`;

  return (
    <>
      <table
        ref={ref}
        role="grid"
        aria-label={props['aria-label']}
        aria-multiselectable={selectable || undefined}
        className={styles.table}
        data-refreshing={(state.status === 'success' && state.refreshing) || undefined}
        tabIndex={-1}
        {...focus.collectionProps}
      >
        <thead>
          <tr role="row" className={styles.row}>
            {selectable ? (
              <th
                role="columnheader"
                className={`${styles.column} ${styles.checkboxCell}`}
                data-stop={keys.stop({ kind: 'header', column: 0 })}
                data-stop-control
                tabIndex={focus.tabIndexOf(keys.stop({ kind: 'header', column: 0 }))}
              >
                <SelectionCheckbox
                  aria-label="Select all"
                  isSelected={allSelected}
                  isIndeterminate={someSelected}
                  onChange={() => onSelectionChange?.(allSelected ? new Set() : new Set(ids))}
                />
              </th>
            ) : null}
            {columns.map((column, index) => {
              const stop = keys.stop({ kind: 'header', column: index + headerOffset });
              const sorted = sort?.column === column.id ? sort.direction : undefined;
              const sortable = Boolean(column.sortable && onSortChange);
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  className={fits[index] ? `${styles.column} ${styles.fit}` : styles.column}
                  data-stop={stop}
                  tabIndex={focus.tabIndexOf(stop)}
                  data-sortable={sortable || undefined}
                  aria-sort={sortable ? (sorted ?? 'none') : undefined}
                  aria-describedby={sortable ? sortableHint : undefined}
                  onClick={sortable ? () => sortBy(column) : undefined}
                >
                  {column.header}
                  {sorted ? (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sorted === 'ascending' ? <ArrowUp size={12} /> : <ArrowDown size={12} />}
                    </span>
                  ) : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody data-empty={rows.length === 0 || undefined}>
          {rows.length === 0 ? (
            <tr role="row">
              <td
                role="gridcell"
                colSpan={columnCount}
                className={styles.emptyCell}
                data-stop={keys.stop({ kind: 'empty' })}
                data-stop-control
                tabIndex={focus.tabIndexOf(keys.stop({ kind: 'empty' }))}
              >
                {empty ?? <EmptyState title="Nothing here yet" />}
              </td>
            </tr>
          ) : null}
          {rows.map((row, rowIndex) => {
            const stop = keys.stop({ kind: 'row', id: row.id });
            const rowHeaderId = `${id}-r${rowIndex}`;
            const checked = isSelected(row.id);
            return (
              <tr
                key={row.id}
                role="row"
                className={styles.row}
                data-stop={stop}
                tabIndex={focus.tabIndexOf(stop)}
                aria-selected={selectable ? checked : undefined}
                data-selected={checked || undefined}
                data-highlighted={highlightedKeys?.has(row.id) || undefined}
                data-action={onRowAction || selectable ? true : undefined}
                onClick={onRowClick(row.id)}
              >
                {selectable ? (
                  <td
                    role="gridcell"
                    className={`${cellClass} ${styles.checkboxCell}`}
                    data-stop={keys.stop({ kind: 'cell', id: row.id, column: 0 })}
                    data-stop-control
                    tabIndex={focus.tabIndexOf(keys.stop({ kind: 'cell', id: row.id, column: 0 }))}
                  >
                    <SelectionCheckbox
                      id={`${rowHeaderId}-select`}
                      aria-label="Select"
                      aria-labelledby={`${rowHeaderId}-select ${rowHeaderId}`}
                      isSelected={checked}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => {
                  const cellStop = keys.stop({ kind: 'cell', id: row.id, column: index + headerOffset });
                  const isRowHeader = index === rowHeaderColumn;
                  return (
                    // A td whatever its role: a th would take the browser's bold, centred header look.
                    <td
                      key={column.id}
                      id={isRowHeader ? rowHeaderId : undefined}
                      role={isRowHeader ? 'rowheader' : 'gridcell'}
                      className={fits[index] ? `${cellClass} ${styles.fit}` : cellClass}
                      data-stop={cellStop}
                      data-stop-control
                      tabIndex={focus.tabIndexOf(cellStop)}
                    >
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Read with every sortable header (aria-describedby may name a hidden element). */}
      <span hidden id={sortableHint}>
        sortable column
      </span>
    </>
  );
}
