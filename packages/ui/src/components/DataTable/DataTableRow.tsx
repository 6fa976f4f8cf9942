import type { MouseEvent } from 'react';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import type { DataTableColumn } from './DataTable';
import * as styles from './DataTable.css';
import type { DataTableKeys } from './useDataTableKeys';

/** A click on one of these inside a row is theirs, not the row's. */
const CONTROLS = 'a, button, input, label, select, textarea, [role="button"], [role="link"], [role="checkbox"]';

export interface DataTableRowProps<Row extends { id: string }> {
  row: Row;
  /** The id the row's title cell gets, so its checkbox is named after it ("Select Riverstone Repair Shampoo"). */
  rowHeaderId: string;
  columns: DataTableColumn<Row>[];
  fits: boolean[];
  /** The index of the column that names the row. */
  rowHeaderColumn: number;
  cellClass: string;
  keyboard: DataTableKeys;
  /** Its checkbox, when rows can be selected. */
  selection?: { isSelected: boolean; toggle: () => void };
  isHighlighted: boolean;
  /** What a click on the row does (open it, or select it); none leaves the row inert. */
  onPress?: () => void;
}

/** One row of the loaded table: its checkbox, then a cell per column; the title cell is the row header. */
export function DataTableRow<Row extends { id: string }>({
  row,
  rowHeaderId,
  columns,
  fits,
  rowHeaderColumn,
  cellClass,
  keyboard: { keys, focus },
  selection,
  isHighlighted,
  onPress,
}: DataTableRowProps<Row>) {
  const stop = keys.stop({ kind: 'row', id: row.id });
  const headerOffset = selection ? 1 : 0;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // The row's own controls keep their clicks, and so does someone selecting its text to copy it.
    if (target.closest(CONTROLS) || !window.getSelection()?.isCollapsed) return;
    onPress?.();
  };
  return (
    <tr
      role="row"
      className={styles.row}
      data-stop={stop}
      tabIndex={focus.tabIndexOf(stop)}
      aria-selected={selection ? selection.isSelected : undefined}
      data-selected={selection?.isSelected || undefined}
      data-highlighted={isHighlighted || undefined}
      data-action={onPress ? true : undefined}
      onClick={onClick}
    >
      {selection ? (
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
            isSelected={selection.isSelected}
            onChange={selection.toggle}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const cellStop = keys.stop({ kind: 'cell', id: row.id, column: index + headerOffset });
        const isRowHeader = index === rowHeaderColumn;
        const classes = [cellClass, fits[index] ? styles.fit : '', isRowHeader ? styles.rowHeaderCell : ''];
        return (
          // A td whatever its role: a th would take the browser's bold, centred header look.
          <td
            key={column.id}
            id={isRowHeader ? rowHeaderId : undefined}
            role={isRowHeader ? 'rowheader' : 'gridcell'}
            className={classes.filter(Boolean).join(' ')}
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
}
