import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readOnlyInk, readOnlyLook } from '../Field/Field.css';

export const group = style({ display: 'grid', gap: vars.space.sm });

export const options = style({
  display: 'flex',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  selectors: { '[data-orientation="vertical"] &': { flexDirection: 'column', gap: vars.space.sm } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const dot = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
    // Read-only: the shared sunken look, the choice in neutral ink instead of the primary colour.
    [`${radio}[data-readonly] &`]: readOnlyLook,
    [`${radio}[data-readonly][data-selected] &`]: { borderColor: readOnlyInk },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
