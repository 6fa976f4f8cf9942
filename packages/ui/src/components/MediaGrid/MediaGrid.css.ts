import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { GRID_PADDING, TILE_GAP } from './tileLayout';

export const library = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** Sub-folders as tiles to open, in as many columns as fit (one per row on a phone). */
export const folders = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
  gap: vars.space.sm,
});

globalStyle(`${folders} > *`, { justifyContent: 'flex-start', minHeight: vars.size.controlLg });

export const grid = style({
  position: 'relative',
  height: '560px',
  overflow: 'auto',
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    // An empty folder's message spans the whole box at its own height.
    '&[data-empty]': { height: 'auto', padding: `${GRID_PADDING}px` },
  },
});

/** As tall as every row of tiles: what the grid scrolls through. */
export const canvas = style({ position: 'relative' });

/** The rows in view, placed at their row's offset (tileLayout computes columns, sizes and offsets). */
export const tiles = style({
  position: 'absolute',
  insetInline: `${GRID_PADDING}px`,
  display: 'grid',
  gap: `${TILE_GAP}px`,
});

/** A device whose pointer can hover (a mouse, a trackpad; not a finger). */
const hoverable = '(hover: hover)';

export const tile = style({
  display: 'grid',
  height: '100%',
  minWidth: 0,
  gridTemplateRows: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  position: 'relative',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
  '@media': { [hoverable]: { selectors: { '&:hover:not([data-selected])': { background: vars.color.surfaceHover } } } },
});

/** The tile's one cell lays out nothing itself: the thumbnail and the name are the tile's grid rows. */
export const tileCell = style({ display: 'contents' });

export const thumb = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const name = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const check = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.text,
    },
  },
});

export const uploads = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const upload = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const uploadError = style({ gridColumn: '1 / -1', color: vars.color.danger, fontSize: vars.fontSize.xs });

export const progressTrack = style({
  gridColumn: '1 / -1',
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.normal}`,
});

export const progressDone = style({ background: vars.color.success });
