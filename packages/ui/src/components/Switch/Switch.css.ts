import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
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
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
