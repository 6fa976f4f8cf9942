import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
});

export const panel = style({
  width: '100%',
  maxWidth: '400px',
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const heading = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ color: vars.color.textMuted });
