import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
  height: '560px',
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` } },
});

/** The same tiles as the virtualized layout, placed by CSS grid. */
export const flowGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gridAutoRows: '200px',
  alignContent: 'start',
  gap: '8px',
  // An empty folder's message spans the whole box, not the first tile's column.
  selectors: { '&[data-empty]': { display: 'block', height: 'auto' } },
});

export const tile = style({
  display: 'grid',
  // Fills the box the virtualizer's layout gives it (or its grid cell), whether or not the thumbnail has loaded.
  height: '100%',
  gridTemplateRows: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  position: 'relative',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

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
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
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
