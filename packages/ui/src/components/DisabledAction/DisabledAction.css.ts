import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

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

/** Hidden until the control is hovered or focused; above it (or below, where there is no room), never wider than a short sentence. */
export const reasonBubble = style({
  position: 'absolute',
  insetBlockEnd: `calc(100% + ${vars.space.sm})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.popover,
  width: 'max-content',
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'normal',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  visibility: 'hidden',
  opacity: 0,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-open]': { visibility: 'visible', opacity: 1 },
    '&[data-below]': { insetBlockEnd: 'auto', insetBlockStart: `calc(100% + ${vars.space.sm})` },
    '&[data-end]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
  },
});
