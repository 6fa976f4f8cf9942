import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  background: vars.color.surface,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.text,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm });

export const chosen = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
