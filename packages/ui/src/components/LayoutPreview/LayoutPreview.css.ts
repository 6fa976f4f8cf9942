import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  maxWidth: '480px',
  margin: 0,
  listStyle: 'none',
});

export const chrome = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});

export const block = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const blockHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const blockTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const missing = style({ color: vars.color.danger });

const placeholder = style({ borderRadius: vars.radius.sm, background: vars.color.primarySubtle });

export const banner = style([placeholder, { height: '72px' }]);

export const row = style({ display: 'grid', gap: vars.space.xs });

export const rowOf = styleVariants({
  cards: { gridTemplateColumns: 'repeat(5, 1fr)' },
  pills: { gridTemplateColumns: 'repeat(6, 1fr)' },
  tiles: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

export const shape = styleVariants({
  cards: [placeholder, { height: '44px' }],
  pills: [placeholder, { height: '14px', borderRadius: vars.radius.full }],
  tiles: [placeholder, { height: '36px' }],
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
