import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, position: 'relative' });

export const svg = style({ width: '100%', height: 'auto', overflow: 'visible' });

export const bar = style({
  fill: vars.color.primary,
  transition: `fill ${vars.motion.fast}`,
  selectors: { '&:hover': { fill: vars.color.primaryHover } },
});

export const axis = style({ fontSize: '11px', fill: vars.color.textSubtle, fontFamily: vars.font.body });

export const axisLine = style({ stroke: vars.color.border });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
