import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  // Never the whole screen: a strip of the page stays visible to tap and close.
  width: `min(${vars.size.sidebar}, calc(100vw - ${vars.space.xxxl}))`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.topBar,
  flexShrink: 0,
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});
