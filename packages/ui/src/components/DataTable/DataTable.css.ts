import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { stickyTop } from '../../theme/stickyOffset.css';

/** A device whose pointer can hover (a mouse, a trackpad; not a finger). */
const hoverable = '(hover: hover)';

export const frame = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const scroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  position: 'relative',
});

/**
 * While the rows load, a skeleton as wide as the columns would make the frame scroll sideways on a phone with nothing
 * in it to reach by keyboard (axe: scrollable-region-focusable): its overflow is clipped until the rows arrive.
 */
export const scrollerLoading = style({ overflowX: 'hidden' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&[data-refreshing]': { cursor: 'progress' } },
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-sortable]': { cursor: 'pointer', userSelect: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': { [hoverable]: { selectors: { '&[data-sortable]:hover': { color: vars.color.text } } } },
});

export const sortIcon = style({ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: vars.space.xs });

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-highlighted]': { background: vars.color.infoSubtle },
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-action]': { cursor: 'pointer' },
  },
  '@media': {
    // A touch leaves :hover on what it tapped: only a real pointer's hover colours a row.
    [hoverable]: {
      selectors: { '&[data-action]:hover:not([data-selected])': { background: vars.color.surfaceHover } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Room for a small control (row actions, a thumbnail) in every row, so placeholder and loaded rows are one height. */
const rowContent = vars.size.controlSm;

export const cell = style({
  height: `calc(${rowContent} + 2 * ${vars.space.md} + ${vars.size.border})`,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  // Phones: a row stays one line and the table scrolls sideways inside its box.
  '@media': { [media.compact]: { whiteSpace: 'nowrap' } },
  selectors: {
    [`${row}:last-child &`]: { borderBottom: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** The empty state's one cell, across every column. */
export const emptyCell = style({ padding: 0, outline: 'none' });

export const compactCell = style({
  height: `calc(${rowContent} + 2 * ${vars.space.sm} + ${vars.size.border})`,
  paddingBlock: vars.space.sm,
});

const CHECKBOX_COLUMN = '44px';

/**
 * Phones: the table scrolls sideways in its box, and the checkbox and the column that names each row stay at its
 * left edge, so a row is never a price without its title. Body cells paint their row's state themselves (a cell's
 * background does not let the row's show through what scrolls under it).
 */
const stuckCell = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  selectors: {
    [`${row}[data-highlighted] &`]: { background: vars.color.infoSubtle },
    [`${row}[data-selected] &`]: { background: vars.color.primarySubtle },
  },
} as const;
/** The row header's column: after the checkbox when there is one, with a line where the rest scrolls under it. */
const stuckRowHeader = {
  ...stuckCell,
  boxShadow: `inset calc(-1 * ${vars.size.border}) 0 0 ${vars.color.border}`,
  selectors: { ...stuckCell.selectors, [`${table}[data-selectable] &`]: { insetInlineStart: CHECKBOX_COLUMN } },
} as const;

export const checkboxCell = style({
  // Exactly this wide (a squeezed table would narrow it): the sticky title column starts where it ends.
  width: CHECKBOX_COLUMN,
  minWidth: CHECKBOX_COLUMN,
  '@media': {
    [media.compact]: {
      ...stuckCell,
      selectors: { ...stuckCell.selectors, 'thead &': { background: vars.color.surfaceSunken } },
    },
  },
});

/** The header above the row headers (the header row keeps its own colour). */
export const rowHeaderColumn = style({
  '@media': { [media.compact]: { ...stuckRowHeader, background: vars.color.surfaceSunken } },
});

export const rowHeaderCell = style({ '@media': { [media.compact]: stuckRowHeader } });

/** Every screen's row actions: side by side on one line, whatever their kind. */
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'nowrap' });

/** A table column takes at least its content's width: 1% means "no more than that". */
export const fit = style({ width: '1%', whiteSpace: 'nowrap' });

/** Stays in view under the top bar while a long page of rows scrolls, as long as rows are selected. */
export const bulkBar = style({
  position: 'sticky',
  top: stickyTop,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  // On a phone the actions go under the count instead of widening the page past the screen.
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A thin bar over the header while the next page loads; the rows stay readable underneath. */
export const refreshTrack = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: '2px',
  overflow: 'hidden',
  zIndex: 1,
});
