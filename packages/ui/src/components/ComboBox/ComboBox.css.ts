import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
});

export const loader = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  color: vars.color.primary,
});
