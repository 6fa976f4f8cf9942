import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
  overflow: 'hidden',
  verticalAlign: 'middle',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
