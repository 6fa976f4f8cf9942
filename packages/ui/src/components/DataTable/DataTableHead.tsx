import { ArrowDown, ArrowUp } from 'lucide-react';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import type { DataTableColumn, SortDescriptor } from './DataTable';
import * as styles from './DataTable.css';
import type { DataTableKeys } from './useDataTableKeys';

export interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  fits: boolean[];
  /** The index of the column that names the rows (it stays in view on a phone). */
  rowHeaderColumn: number;
  keyboard: DataTableKeys;
  sort?: SortDescriptor;
  /** Whether the column sorts when pressed (the table has an onSortChange and the column is sortable). */
  isSortable: (column: DataTableColumn<Row>) => boolean;
  onSort: (column: DataTableColumn<Row>) => void;
  /** The id of the hidden "sortable column" hint every sortable header is described by. */
  sortableHint: string;
  /** The select-all checkbox, when rows can be selected. */
  selectAll?: { isSelected: boolean; isIndeterminate: boolean; onChange: () => void };
}

/** The header row: select-all, then each column's header, pressed (or Enter, Space) to sort by it. */
export function DataTableHead<Row>({
  columns,
  fits,
  rowHeaderColumn,
  keyboard: { keys, focus },
  sort,
  isSortable,
  onSort,
  sortableHint,
  selectAll,
}: DataTableHeadProps<Row>) {
  const headerOffset = selectAll ? 1 : 0;
  return (
    <thead>
      <tr role="row" className={styles.row}>
        {selectAll ? (
          <th
            role="columnheader"
            className={`${styles.column} ${styles.checkboxCell}`}
            data-stop={keys.stop({ kind: 'header', column: 0 })}
            data-stop-control
            tabIndex={focus.tabIndexOf(keys.stop({ kind: 'header', column: 0 }))}
          >
            <SelectionCheckbox
              aria-label="Select all"
              isSelected={selectAll.isSelected}
              isIndeterminate={selectAll.isIndeterminate}
              onChange={selectAll.onChange}
            />
          </th>
        ) : null}
        {columns.map((column, index) => {
          const stop = keys.stop({ kind: 'header', column: index + headerOffset });
          const sorted = sort?.column === column.id ? sort.direction : undefined;
          const sortable = isSortable(column);
          const classes = [
            styles.column,
            fits[index] ? styles.fit : '',
            index === rowHeaderColumn ? styles.rowHeaderColumn : '',
          ];
          return (
            <th
              key={column.id}
              role="columnheader"
              className={classes.filter(Boolean).join(' ')}
              data-stop={stop}
              tabIndex={focus.tabIndexOf(stop)}
              data-sortable={sortable || undefined}
              aria-sort={sortable ? (sorted ?? 'none') : undefined}
              aria-describedby={sortable ? sortableHint : undefined}
              onClick={sortable ? () => onSort(column) : undefined}
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
  );
}
