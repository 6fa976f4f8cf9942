import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, fieldIconButton } from '../Field/Field.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

// Room for the icon and the clear button. Written on `.control.input`: in a production build the field's stylesheet
// may load after this one (CSS is split by chunk), and a rule of equal weight there would win.
export const input = style({ selectors: { [`${control}&`]: { paddingInline: '36px' } } });

globalStyle(`${input}::-webkit-search-cancel-button`, { display: 'none' });

export const clear = style([
  fieldIconButton,
  { position: 'absolute', right: vars.space.sm, selectors: { '[data-empty] &': { visibility: 'hidden' } } },
]);
