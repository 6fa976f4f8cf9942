import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readOnlyInk, readOnlyLook } from '../Field/Field.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const track = style({
  position: 'relative',
  width: '36px',
  height: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    // Read-only: the shared sunken look, its state told by the thumb's place and ink, not the primary colour.
    [`${root}[data-readonly] &`]: {
      ...readOnlyLook,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.borderStrong}`,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(16px)' },
    [`${root}[data-readonly] &`]: { background: vars.color.borderStrong, boxShadow: 'none' },
    [`${root}[data-readonly][data-selected] &`]: { background: readOnlyInk },
  },
});
