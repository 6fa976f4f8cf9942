import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readOnlyLook } from '../Field/Field.css';

export const list = style({ display: 'grid', gap: vars.space.sm, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    // After hovered: read-only rows have the look of every read-only control.
    '[data-readonly] &': readOnlyLook,
  },
});

export const handle = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'grab',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` } },
});

export const position = style({
  minWidth: '2ch',
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const content = style({ flex: 1, minWidth: 0 });

export const controls = style({ display: 'flex', gap: vars.space.xxs });

export const dropLine = style({
  height: '2px',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  outline: 'none',
});
