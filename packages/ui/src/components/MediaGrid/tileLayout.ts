/**
 * Where MediaGrid's tiles go: as many columns of at least 150 px as fit the grid's width, each tile a 4:3 thumbnail
 * above one line of name, so a tile's height follows from its width — computed, never measured: measuring costs a
 * forced layout per new tile on every scrolled frame, and a lazy thumbnail not loaded yet measures 34 px.
 */
export const MIN_TILE_WIDTH = 150;
export const TILE_GAP = 8;
/** The grid's padding around the tiles. */
export const GRID_PADDING = 8;

/** Border, padding and gap around the image (16 px), the name's line (18 px), and ¾ of the image's width. */
export const tileHeight = (width: number) => 34 + Math.round(((width - 12) * 3) / 4);

export interface TileLayout {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  /** From one row of tiles to the next. */
  pitch: number;
  rows: number;
  /** The tiles' whole height, padding included: what the grid scrolls through. */
  contentHeight: number;
}

/** The layout of `count` tiles in a grid whose inside (its client width, padding included) is `width` px wide. */
export function tileLayout(width: number, count: number): TileLayout {
  const inner = Math.max(MIN_TILE_WIDTH, width - 2 * GRID_PADDING);
  const columns = Math.max(1, Math.floor((inner + TILE_GAP) / (MIN_TILE_WIDTH + TILE_GAP)));
  const tileWidth = (inner - (columns - 1) * TILE_GAP) / columns;
  const height = tileHeight(tileWidth);
  const rows = Math.ceil(count / columns);
  const pitch = height + TILE_GAP;
  return {
    columns,
    tileWidth,
    tileHeight: height,
    pitch,
    rows,
    contentHeight: rows ? rows * pitch - TILE_GAP + 2 * GRID_PADDING : 0,
  };
}

/**
 * The rows to render for a scroll position: those in view and one more on each side, so a fast scroll shows no
 * gap before React has caught up. `windowed: false` renders every row (a page of 25 files).
 */
export function visibleRows(
  layout: TileLayout,
  scroll: { top: number; height: number },
  windowed: boolean,
): { first: number; last: number } {
  if (!windowed || layout.rows === 0) return { first: 0, last: layout.rows - 1 };
  const first = Math.max(0, Math.floor((scroll.top - GRID_PADDING) / layout.pitch) - 1);
  const last = Math.min(layout.rows - 1, Math.ceil((scroll.top + scroll.height - GRID_PADDING) / layout.pitch) + 1);
  return { first, last: Math.max(first, last) };
}

/** The scroll position that brings a tile's row into view, moving as little as possible; null when it is in view. */
export function scrollToShow(
  layout: TileLayout,
  index: number,
  scroll: { top: number; height: number },
): number | null {
  const top = GRID_PADDING + Math.floor(index / layout.columns) * layout.pitch;
  const bottom = top + layout.tileHeight;
  if (top < scroll.top) return Math.max(0, top - GRID_PADDING);
  if (bottom > scroll.top + scroll.height) return bottom + GRID_PADDING - scroll.height;
  return null;
}
