import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const meter = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  // The border colour, not the sunken surface: the empty track must show on a dark page too.
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.normal}`,
});

export const indeterminate = style({ width: '30%', opacity: 0.5 });

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
