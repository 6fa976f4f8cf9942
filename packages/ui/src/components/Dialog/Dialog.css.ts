import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { surfaceBackground } from '../../theme/surface.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    vars: { [surfaceBackground]: vars.color.surfaceRaised },
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` } },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({ outline: 'none', padding: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ color: vars.color.textMuted, display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
