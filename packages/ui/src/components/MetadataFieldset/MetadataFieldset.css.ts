import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.xl,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});
