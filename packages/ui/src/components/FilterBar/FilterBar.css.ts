import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const filterBar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  marginBottom: vars.space.lg,
});

export const grow = style({ flex: '1 1 280px', maxWidth: '420px' });
