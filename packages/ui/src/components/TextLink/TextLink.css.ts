import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
