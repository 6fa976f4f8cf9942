import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readOnlyLook } from '../Field/Field.css';

export const frame = style({
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    // Before focus-within: a read-only editor has the look of every read-only control, and shows focus as they do.
    '&[data-readonly]': readOnlyLook,
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const separator = style({
  alignSelf: 'stretch',
  width: vars.size.border,
  marginInline: vars.space.xs,
  background: vars.color.border,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-selected]': { background: vars.color.primarySubtle, color: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const content = style({
  minHeight: '240px',
  maxHeight: '640px',
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const editable = style({ outline: 'none', minHeight: '200px' });
