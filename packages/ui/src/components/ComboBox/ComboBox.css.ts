import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldIconButton } from '../Field/Field.css';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const chevron = style([fieldIconButton, { position: 'absolute', right: vars.space.sm }]);

export const loader = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  color: vars.color.primary,
});
