import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Long lines of input are hard to scan: forms stop growing at a comfortable reading width.
export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '760px', minWidth: 0 });

// A field scrolled into view (the first invalid one on submit) stops below the sticky top bar, its label in sight.
globalStyle(`${form} *`, { scrollMarginTop: `calc(${vars.size.topBar} + ${vars.space.xxl})` });

export const formError = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
