import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The parts every form field shares: label, the control's frame, description and error. Packed at the top: a field stretched taller than itself (beside a neighbour with a longer description in a grid
 * row) keeps its label and box where its neighbours have theirs, instead of spreading its rows apart.
 */
export const field = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

/** A description with a character count at its end (the count alone keeps to the end of the line). */
export const helpRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  // Held for a count still to come (see FieldHelp): no gap in the field meanwhile.
  selectors: { '&:empty': { display: 'none' } },
});

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-over]': { color: vars.color.danger, fontWeight: vars.fontWeight.medium } },
});

export const fieldError = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/**
 * The one read-only look of every control (text, number, select, combobox, date, tags, rich text, and the drawn
 * box of switches, checkboxes and radios): a sunken surface inside a quiet outline, with the value in full-strength
 * text so it reads and copies as well as an editable one; no hover, and none of the buttons that change a value.
 */
export const readOnlyLook = {
  background: vars.color.surfaceSunken,
  borderColor: vars.color.border,
} as const;

/** The neutral ink a read-only switch, checkbox or radio shows its state in, instead of the primary colour. */
export const readOnlyInk = vars.color.textMuted;

/** Selectors of a control inside a read-only field: react-aria marks the field (`data-readonly`), or the input itself. */
export const inReadOnlyField = '[data-readonly] &, &[data-readonly], &[readonly]';

export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]': { borderColor: vars.color.primary },
    // After hovered (it wins) and before focused (a focused read-only control still shows where focus is).
    [inReadOnlyField]: readOnlyLook,
    '&[data-focused]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

// On `.control.multiline`, so it wins over `control`'s padding and height whatever order the stylesheets load in.
export const multiline = style({
  selectors: {
    [`${control}&`]: {
      paddingBlock: vars.space.sm,
      minHeight: '96px',
      resize: 'vertical',
      lineHeight: vars.lineHeight.normal,
    },
  },
});

/** A small icon button inside a field's frame (clear search, open options, open calendar). */
export const fieldIconButton = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});
