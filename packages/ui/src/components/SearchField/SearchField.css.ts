import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldIconButton } from '../Field/Field.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const input = style({ paddingInline: '36px' });

globalStyle(`${input}::-webkit-search-cancel-button`, { display: 'none' });

export const clear = style([
  fieldIconButton,
  { position: 'absolute', right: vars.space.sm, selectors: { '[data-empty] &': { visibility: 'hidden' } } },
]);
