import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const viewer = style({
  margin: 0,
  maxHeight: '360px',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` } },
});

export const failed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
