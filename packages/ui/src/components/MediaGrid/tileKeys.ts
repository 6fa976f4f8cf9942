import type { KeyboardEvent } from 'react';

type Key = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The arrow keys in a grid of tiles laid out in `columns`: Left/Right to the previous/next tile (across rows), Up/Down
 * to the tile above/below in the same column, Home/End to the first/last tile, PageUp/PageDown a screen of rows.
 * Answers the index to move to, or null when the key moves nowhere (no tile below the last row's).
 */
export function tileMove(index: number, count: number, columns: number, event: Key, pageRows = 3): number | null {
  if (event.altKey || count === 0) return null;
  const target = (() => {
    switch (event.key) {
      case 'ArrowRight':
        return index + 1;
      case 'ArrowLeft':
        return index - 1;
      case 'ArrowDown':
        return index + columns;
      case 'ArrowUp':
        return index - columns;
      case 'Home':
        return 0;
      case 'End':
        return count - 1;
      case 'PageDown':
        return Math.min(count - 1, index + columns * pageRows);
      case 'PageUp':
        return Math.max(0, index - columns * pageRows);
      default:
        return null;
    }
  })();
  return target === null || target < 0 || target >= count || target === index ? null : target;
}

/** The keys from `anchor` to `key` in order, both included: what Shift+click or Shift+arrow selects. */
export function keysBetween(order: readonly string[], anchor: string, key: string): string[] {
  const from = order.indexOf(anchor);
  const to = order.indexOf(key);
  if (from < 0 || to < 0) return [key];
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}
