import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textSubtle,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-state="done"]': { color: vars.color.textMuted },
  },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${step}[data-state="done"] &`]: {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primarySubtle,
      color: vars.color.primary,
    },
  },
});
