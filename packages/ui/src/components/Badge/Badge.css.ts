import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: '22px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      primary: { background: vars.color.primarySubtle, color: vars.color.primary },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
      info: { background: vars.color.infoSubtle, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
