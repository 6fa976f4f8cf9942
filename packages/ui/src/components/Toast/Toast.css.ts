import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: vars.size.toastWidth,
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.size.toastGap,
  outline: 'none',
});

export const timerScope = style({ display: 'contents' });

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  touchAction: 'pan-y',
  outline: 'none',
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-leaving]': { opacity: 0, transform: 'translateX(24px)' },
    '&[data-swiping]': { transition: 'none' },
  },
});

export const icon = styleVariants({
  success: { color: vars.color.success, display: 'inline-flex', paddingTop: '2px' },
  error: { color: vars.color.danger, display: 'inline-flex', paddingTop: '2px' },
  info: { color: vars.color.info, display: 'inline-flex', paddingTop: '2px' },
  loading: { color: vars.color.primary, display: 'inline-flex', paddingTop: '3px' },
});

export const content = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
