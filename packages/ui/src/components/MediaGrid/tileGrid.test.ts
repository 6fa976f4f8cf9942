import { describe, expect, it } from 'vitest';
import { keysBetween, tileMove } from './tileKeys';
import { GRID_PADDING, scrollToShow, tileHeight, tileLayout, visibleRows } from './tileLayout';

const press = (key: string, modifiers: { ctrlKey?: boolean; altKey?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('tileLayout: the media grid computes where tiles go instead of measuring them', () => {
  it('fits as many columns of at least 150 px as the width allows, and sizes tiles 4:3 from their width', () => {
    const layout = tileLayout(1200, 5000);
    expect(layout.columns).toBe(7);
    expect(layout.tileWidth).toBeGreaterThanOrEqual(150);
    expect(layout.tileHeight).toBe(tileHeight(layout.tileWidth));
    expect(layout.rows).toBe(Math.ceil(5000 / 7));
    // A phone: one column, never zero.
    expect(tileLayout(120, 3).columns).toBe(1);
  });

  it('renders only the rows in view (and one either side) of a long list, and every row of a short one', () => {
    const layout = tileLayout(1200, 5000);
    const { first, last } = visibleRows(layout, { top: 40_000, height: 560 }, true);
    expect(first).toBe(Math.floor((40_000 - GRID_PADDING) / layout.pitch) - 1);
    expect(last - first).toBeLessThanOrEqual(Math.ceil(560 / layout.pitch) + 3);
    expect(visibleRows(tileLayout(1200, 25), { top: 0, height: 560 }, false)).toEqual({ first: 0, last: 3 });
  });

  it('scrolls as little as it can to bring a tile into view, and not at all when it is in view', () => {
    const layout = tileLayout(1200, 5000);
    const view = { top: 0, height: 560 };
    expect(scrollToShow(layout, 0, view)).toBeNull();
    const far = scrollToShow(layout, 4999, view)!;
    expect(far + 560).toBeGreaterThanOrEqual(GRID_PADDING + 714 * layout.pitch + layout.tileHeight);
    expect(scrollToShow(layout, 0, { top: far, height: 560 })).toBe(0);
  });
});

describe('tileMove and keysBetween: keys and ranges in a grid of tiles', () => {
  it('moves by one tile sideways, by a row up and down, and stops at the edges', () => {
    expect(tileMove(3, 10, 4, press('ArrowRight'))).toBe(4);
    expect(tileMove(0, 10, 4, press('ArrowLeft'))).toBeNull();
    expect(tileMove(1, 10, 4, press('ArrowDown'))).toBe(5);
    // No tile below the last row's: Down stays.
    expect(tileMove(7, 10, 4, press('ArrowDown'))).toBeNull();
    expect(tileMove(5, 10, 4, press('ArrowUp'))).toBe(1);
    expect(tileMove(5, 10, 4, press('Home'))).toBe(0);
    expect(tileMove(5, 10, 4, press('End'))).toBe(9);
    expect(tileMove(0, 100, 4, press('PageDown'), 3)).toBe(12);
    expect(tileMove(5, 10, 4, press('ArrowRight', { altKey: true }))).toBeNull();
  });

  it('answers a range in either direction, anchor and end included', () => {
    const order = ['a', 'b', 'c', 'd', 'e'];
    expect(keysBetween(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(keysBetween(order, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(keysBetween(order, 'gone', 'c')).toEqual(['c']);
  });
});
