import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { onSurface } from '../../theme/surface.css';

/** The sticky action bar's height: fields scrolled into view stop above it (see `scrollMarginBottom`). */
const actionsHeight = `calc(${vars.size.controlMd} + 2 * ${vars.space.md} + ${vars.size.border})`;

/** A wide form measures itself: its columns depend on the room the form has, not on the window (a sidebar takes some). */
const wideForm = createContainer();

const formBase = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const form = recipe({
  base: formBase,
  variants: {
    width: {
      // Long lines of input are hard to scan: a one-column form stops growing at a comfortable reading width.
      reading: { maxWidth: '760px' },
      // A form with a side panel (FormColumns) uses a wide screen's width.
      wide: { maxWidth: '1240px', containerName: wideForm, containerType: 'inline-size' },
    },
  },
  defaultVariants: { width: 'reading' },
});

// A field scrolled into view (the first invalid one on submit, or one reached with Tab: the browser's focus scrolling
// honours scroll margins) stops below the sticky top bar, its label in sight, and above the sticky action bar.
globalStyle(`${formBase} *`, {
  scrollMarginTop: `calc(${vars.size.topBar} + ${vars.space.xxl})`,
  scrollMarginBottom: `calc(${actionsHeight} + ${vars.space.lg})`,
});

export const formError = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/**
 * Save and Cancel stay in reach at the bottom of the window while a long form scrolls under them; at the end of the
 * form the bar rests in its place below the last field.
 */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  // The surface it sits on (a card's, a dialog's), so what scrolls under it is covered without a band of another colour.
  background: onSurface,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

/** Main fields and a side panel; one column until the screen is wide enough for both to be comfortable. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    [`${wideForm} (min-width: 840px)`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
