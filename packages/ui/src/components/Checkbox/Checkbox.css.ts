import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readOnlyInk, readOnlyLook } from '../Field/Field.css';

export const root = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    // Read-only: the shared sunken look, the tick in neutral ink instead of a primary fill.
    [`${root}[data-readonly] &`]: { ...readOnlyLook, borderColor: vars.color.borderStrong, color: readOnlyInk },
  },
});
