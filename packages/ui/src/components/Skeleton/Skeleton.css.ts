import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  height: '1em',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const lines = style({ display: 'grid', gap: vars.space.sm });

/** Inline, within a line of text: the line box keeps the height the real text will have. */
export const text = style({ display: 'inline-block', verticalAlign: 'middle' });
