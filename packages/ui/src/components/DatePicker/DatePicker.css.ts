import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, fieldIconButton } from '../Field/Field.css';

export const group = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    // Over `control`'s padding whatever order the stylesheets load in (CSS is split by chunk in a build).
    selectors: {
      [`${control}&`]: { paddingInlineEnd: vars.space.xs },
      // Read-only has no calendar button to make room for.
      [`[data-readonly] ${control}&`]: { paddingInlineEnd: vars.space.md },
    },
  },
]);

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0 });

/**
 * A range's start, dash and end: too wide for the box (an empty range on a phone), the end goes onto a second line
 * rather than widening the page, and the calendar button stays at the box's end.
 */
export const rangeInputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xs,
  // Two lines stand clear of the box's edges; one line keeps the control's height.
  paddingBlock: '5px',
  flex: 1,
  minWidth: 0,
});

/**
 * In a range each date keeps its segments' width, so a line that cannot hold both wraps instead of clipping them;
 * the dash stays after the start, ending the first line.
 */
export const rangeInput = style({ flex: '0 0 auto', minWidth: 'auto' });

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type="literal"]': { color: vars.color.textSubtle },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    // A read-only segment shows where focus is without looking ready for typing.
    '[data-readonly] &[data-focused]': { background: vars.color.primarySubtle, color: vars.color.text },
  },
});

export const calendarButton = fieldIconButton;

export const dash = style({ color: vars.color.textSubtle, paddingInline: vars.space.xs });

export const calendar = style({ padding: vars.space.md, display: 'grid', gap: vars.space.sm });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  width: '36px',
  height: '36px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[data-disabled], &[data-unavailable]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
