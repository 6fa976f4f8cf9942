import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  maxWidth: '480px',
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const message = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
