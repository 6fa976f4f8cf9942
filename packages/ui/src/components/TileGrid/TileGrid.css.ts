import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tileGrid = recipe({
  base: { display: 'grid', gap: vars.space.lg, marginBottom: vars.space.xl },
  variants: {
    size: {
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(420px, 100%), 1fr))' },
    },
  },
});
