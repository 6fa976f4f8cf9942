import { useId, useRef } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import type { DataTableColumn, DataTableProps } from './DataTable';
import * as styles from './DataTable.css';
import { DataTableHead } from './DataTableHead';
import { DataTableRow } from './DataTableRow';
import { useDataTableKeys } from './useDataTableKeys';

export interface DataTableGridProps<Row extends { id: string }> extends DataTableProps<Row> {
  fits: boolean[];
  cellClass: string;
}

/**
 * The loaded table: a native `<table>` with the grid pattern's roles and keys (useDataTableKeys). One tab stop; the
 * arrows move between rows, and right/left into and across a row's cells; Enter opens a row, Space selects it.
 */
export function DataTableGrid<Row extends { id: string }>({
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
}: DataTableGridProps<Row>) {
  const ref = useRef<HTMLTableElement>(null);
  const id = useId();
  const selectable = Boolean(onSelectionChange);
  const ids = rows.map((row) => row.id);
  const isSelected = (rowId: string) => Boolean(selectedKeys?.has(rowId));
  const allSelected = ids.length > 0 && ids.every(isSelected);
  const someSelected = !allSelected && ids.some(isSelected);
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
  const isSortable = (column: DataTableColumn<Row> | undefined) => Boolean(column?.sortable && onSortChange);
  const sortBy = (column: DataTableColumn<Row>) => {
    if (!isSortable(column)) return;
    const direction = sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange?.({ column: column.id, direction });
  };
  const keyboard = useDataTableKeys({
    ref,
    ids,
    columnCount: columns.length + headerOffset,
    selectable,
    headerOffset,
    isSortable: (index) => isSortable(columns[index]),
    sortBy: (index) => sortBy(columns[index]!),
    isSelected,
    hasSelection: Boolean(selectedKeys?.size),
    toggle,
    selectOnly: (only) => onSelectionChange?.(new Set(only)),
    onRowAction,
  });
  const { keys, focus } = keyboard;
  const sortableHint = `${id}-sortable`;

  return (
    <>
      <table
        ref={ref}
        role="grid"
        aria-label={props['aria-label']}
        aria-multiselectable={selectable || undefined}
        className={styles.table}
        data-selectable={selectable || undefined}
        data-refreshing={(state.status === 'success' && state.refreshing) || undefined}
        tabIndex={-1}
        {...focus.collectionProps}
      >
        <DataTableHead
          columns={columns}
          fits={fits}
          rowHeaderColumn={rowHeaderColumn}
          keyboard={keyboard}
          sort={sort}
          isSortable={isSortable}
          onSort={sortBy}
          sortableHint={sortableHint}
          selectAll={
            selectable
              ? {
                  isSelected: allSelected,
                  isIndeterminate: someSelected,
                  onChange: () => onSelectionChange?.(allSelected ? new Set() : new Set(ids)),
                }
              : undefined
          }
        />
        <tbody data-empty={rows.length === 0 || undefined}>
          {rows.length === 0 ? (
            <tr role="row">
              <td
                role="gridcell"
                colSpan={columns.length + headerOffset}
                className={styles.emptyCell}
                data-stop={keys.stop({ kind: 'empty' })}
                data-stop-control
                tabIndex={focus.tabIndexOf(keys.stop({ kind: 'empty' }))}
              >
                {empty ?? <EmptyState title="Nothing here yet" />}
              </td>
            </tr>
          ) : null}
          {rows.map((row, rowIndex) => (
            <DataTableRow
              key={row.id}
              row={row}
              rowHeaderId={`${id}-r${rowIndex}`}
              columns={columns}
              fits={fits}
              rowHeaderColumn={rowHeaderColumn}
              cellClass={cellClass}
              keyboard={keyboard}
              selection={selectable ? { isSelected: isSelected(row.id), toggle: () => toggle(row.id) } : undefined}
              isHighlighted={Boolean(highlightedKeys?.has(row.id))}
              onPress={onRowAction ? () => onRowAction(row.id) : selectable ? () => toggle(row.id) : undefined}
            />
          ))}
        </tbody>
      </table>
      {/* Read with every sortable header (aria-describedby may name a hidden element). */}
      <span hidden id={sortableHint}>
        sortable column
      </span>
    </>
  );
}
