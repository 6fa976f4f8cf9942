import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const detail = style({ margin: 0, color: vars.color.text, minWidth: 0, overflowWrap: 'anywhere' });
