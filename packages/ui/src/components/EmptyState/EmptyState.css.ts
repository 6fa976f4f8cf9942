import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.textSubtle, display: 'inline-flex', marginBottom: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });
