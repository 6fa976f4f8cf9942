import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const current = style({
  minWidth: '7ch',
  textAlign: 'center',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
