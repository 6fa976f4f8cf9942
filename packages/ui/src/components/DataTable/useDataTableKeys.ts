import type { RefObject } from 'react';
import { useRovingFocus } from '../Collection/useRovingFocus';
import { tableKeys } from './tableKeys';

export interface DataTableKeysOptions {
  ref: RefObject<HTMLTableElement | null>;
  ids: string[];
  /** Cells in a row, the selection checkbox's included. */
  columnCount: number;
  selectable: boolean;
  /** Columns before the first data column (the checkbox). */
  headerOffset: number;
  /** Whether the data column at this index sorts when its header is activated. */
  isSortable: (column: number) => boolean;
  sortBy: (column: number) => void;
  isSelected: (id: string) => boolean;
  hasSelection: boolean;
  toggle: (id: string) => void;
  selectOnly: (ids: string[]) => void;
  onRowAction?: (id: string) => void;
}

/**
 * The table's keyboard (WAI-ARIA grid pattern on useRovingFocus): arrows between rows and into their cells,
 * Home/End, Ctrl+Home/End and PageUp/PageDown jump; typing a title finds its row; Enter opens a row or sorts by a
 * header, Space selects a row, Ctrl+A selects the page, Escape clears the selection.
 */
export function useDataTableKeys(options: DataTableKeysOptions) {
  const { ref, ids, columnCount, selectable, headerOffset, onRowAction } = options;
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
        options.selectOnly(ids);
        return true;
      }
      if (selectable && event.key === 'Escape' && options.hasSelection) {
        options.selectOnly([]);
        return true;
      }
      if (!onStop || !(event.key === 'Enter' || event.key === ' ') || mod) return false;
      if (at?.kind === 'header') {
        const column = at.column - headerOffset;
        if (!options.isSortable(column)) return false;
        options.sortBy(column);
        return true;
      }
      if (!at || at.kind === 'empty') return false;
      if (event.key === 'Enter' && onRowAction) onRowAction(at.id);
      else if (event.key === ' ' && selectable) options.toggle(at.id);
      else return false;
      return true;
    },
  });
  return { keys, focus };
}

export type DataTableKeys = ReturnType<typeof useDataTableKeys>;
