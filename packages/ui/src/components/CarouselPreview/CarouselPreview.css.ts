import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxWidth: '760px',
});

export const empty = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center', padding: vars.space.lg });

export const banner = style({ borderRadius: vars.radius.md, overflow: 'hidden', aspectRatio: '16 / 5' });

export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const missing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceHover,
  color: vars.color.textSubtle,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const strip = style({
  display: 'grid',
  // Wraps instead of scrolling sideways: every product stays reachable without a scrollable region.
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const cardImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});

export const cardTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
