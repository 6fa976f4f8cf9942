import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const errorText = style({
  color: vars.color.danger,
  background: vars.color.dangerSubtle,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
