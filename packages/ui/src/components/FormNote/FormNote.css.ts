import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ flex: '1 1 16rem' });
