import type { KeyboardEvent } from 'react';

/** A place in a DataTable the focus can be: a column header, a whole row, one cell of a row, or the empty state. */
export type TableStop =
  | { kind: 'header'; column: number }
  | { kind: 'row'; id: string }
  | { kind: 'cell'; id: string; column: number }
  | { kind: 'empty' };

export interface TableShape {
  /** The rows' ids, in order. */
  ids: string[];
  /** Cells in a row, the selection checkbox's included. */
  columnCount: number;
}

type Key = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The grid pattern's keys for a table (WAI-ARIA APG "Data Grid", as react-aria's Table has them): rows are
 * focused whole until Right enters their cells, Left from the first cell goes back to the row, Up from the first
 * row reaches the headers (to sort), Home/End go to the first/last row (or cell, inside a row), Ctrl+Home/End to the
 * first/last row, PageUp/PageDown a screen of rows.
 */
export function tableKeys({ ids, columnCount }: TableShape) {
  const last = ids.length - 1;
  const lastColumn = columnCount - 1;
  const stop = (place: TableStop): string => {
    switch (place.kind) {
      case 'header':
        return `h:${place.column}`;
      case 'row':
        return `r:${place.id}`;
      case 'cell':
        // The column first: an id may itself hold a colon.
        return `c:${place.column}:${place.id}`;
      case 'empty':
        return 'empty';
    }
  };
  const parse = (value: string): TableStop | null => {
    if (value === 'empty') return { kind: 'empty' };
    const [kind, rest = ''] = [value.slice(0, 1), value.slice(2)];
    if (kind === 'h') return { kind: 'header', column: Number(rest) };
    if (kind === 'r') return { kind: 'row', id: rest };
    if (kind === 'c') {
      const colon = rest.indexOf(':');
      return { kind: 'cell', column: Number(rest.slice(0, colon)), id: rest.slice(colon + 1) };
    }
    return null;
  };
  const row = (index: number) => stop({ kind: 'row', id: ids[index]! });
  const cell = (index: number, column: number) => stop({ kind: 'cell', id: ids[index]!, column });
  const clamp = (index: number) => Math.min(last, Math.max(0, index));

  /** Where `event` moves the focus from `value`; `pageRows` is how many rows PageUp/PageDown move (a screen's). */
  function move(value: string, event: Key, pageRows = 10): string | null {
    const place = parse(value);
    if (!place || event.altKey || event.shiftKey) return null;
    const jump = event.ctrlKey || event.metaKey;
    const page = Math.max(1, pageRows);
    switch (place.kind) {
      case 'empty':
        return event.key === 'ArrowUp' && columnCount > 0 ? stop({ kind: 'header', column: 0 }) : null;
      case 'header': {
        const column = place.column;
        const header = (to: number) => stop({ kind: 'header', column: to });
        if (event.key === 'ArrowRight') return column < lastColumn ? header(column + 1) : null;
        if (event.key === 'ArrowLeft') return column > 0 ? header(column - 1) : null;
        if (event.key === 'Home') return header(0);
        if (event.key === 'End') return header(lastColumn);
        if (last < 0) return event.key === 'ArrowDown' ? stop({ kind: 'empty' }) : null;
        if (event.key === 'ArrowDown') return cell(0, column);
        if (event.key === 'PageDown') return cell(clamp(page - 1), column);
        return null;
      }
      case 'row': {
        const index = ids.indexOf(place.id);
        if (index < 0) return null;
        switch (event.key) {
          case 'ArrowDown':
            return index < last ? row(index + 1) : null;
          case 'ArrowUp':
            return index > 0 ? row(index - 1) : columnCount > 0 ? stop({ kind: 'header', column: 0 }) : null;
          case 'ArrowRight':
            return columnCount > 0 ? cell(index, 0) : null;
          case 'Home':
            return row(0);
          case 'End':
            return row(last);
          case 'PageDown':
            return row(clamp(index + page));
          case 'PageUp':
            return row(clamp(index - page));
          default:
            return null;
        }
      }
      case 'cell': {
        const index = ids.indexOf(place.id);
        const column = place.column;
        if (index < 0) return null;
        switch (event.key) {
          case 'ArrowDown':
            return index < last ? cell(index + 1, column) : null;
          case 'ArrowUp':
            return index > 0 ? cell(index - 1, column) : stop({ kind: 'header', column });
          case 'ArrowRight':
            return column < lastColumn ? cell(index, column + 1) : null;
          case 'ArrowLeft':
            return column > 0 ? cell(index, column - 1) : row(index);
          case 'Home':
            return jump ? cell(0, column) : cell(index, 0);
          case 'End':
            return jump ? cell(last, column) : cell(index, lastColumn);
          case 'PageDown':
            return cell(clamp(index + page), column);
          case 'PageUp':
            return cell(clamp(index - page), column);
          default:
            return null;
        }
      }
    }
  }

  const hasStop = (value: string): boolean => {
    const place = parse(value);
    if (!place) return false;
    if (place.kind === 'empty') return ids.length === 0;
    if (place.kind === 'header') return place.column >= 0 && place.column <= lastColumn;
    if (!ids.includes(place.id)) return false;
    return place.kind === 'row' || (place.column >= 0 && place.column <= lastColumn);
  };

  return {
    stop,
    parse,
    move,
    hasStop,
    /** Where Tab enters the table before anything in it has had the focus: the first row, or the empty state. */
    defaultStop: ids.length ? row(0) : stop({ kind: 'empty' }),
  };
}
