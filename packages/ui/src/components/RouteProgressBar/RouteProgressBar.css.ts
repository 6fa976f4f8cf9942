import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const appearDelay = createVar();

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const sweep = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
  '50%': { transform: 'translateX(0) scaleX(0.6)' },
  '100%': { transform: 'translateX(100%) scaleX(0.3)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.progress,
  height: vars.size.progressBar,
  overflow: 'hidden',
  background: vars.color.primarySubtle,
  // Invisible until the delay has passed, so quick loads never flash a bar.
  animation: `${appear} ${vars.motion.fast} linear ${appearDelay} both`,
});

export const bar = style({
  height: '100%',
  width: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  animation: `${sweep} 1.1s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 } },
});
