import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});
