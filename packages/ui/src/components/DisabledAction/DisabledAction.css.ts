import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Looks like the matching Button in its disabled state, but stays focusable so the reason can be reached. */
export const unavailable = style({
  opacity: 0.5,
  cursor: 'not-allowed',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});
