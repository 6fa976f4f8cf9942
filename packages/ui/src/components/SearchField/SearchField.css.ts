import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const input = style({ paddingInline: '36px' });

globalStyle(`${input}::-webkit-search-cancel-button`, { display: 'none' });

export const clear = style({
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
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});
