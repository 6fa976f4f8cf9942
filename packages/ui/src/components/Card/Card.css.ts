import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surfaceBackground } from '../../theme/surface.css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.xl,
  background: vars.color.surface,
  vars: { [surfaceBackground]: vars.color.surface },
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const statLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const statValue = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const statDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
