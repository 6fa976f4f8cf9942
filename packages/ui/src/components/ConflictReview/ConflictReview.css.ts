import { style, globalStyle } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { radio } from '../RadioGroup/RadioGroup.css';

export const review = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.warning}`,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  // Focused only to move the reading position here (it is not a control): no ring.
  outline: 'none',
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ flexShrink: 0, color: vars.color.text });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  '@media': { [media.compact]: { display: 'block', background: 'transparent' } },
});

export const head = style({
  '@media': {
    // On a phone each field is a card with its own labels: the header row would only repeat them.
    [media.compact]: { display: 'none' },
  },
});

globalStyle(`${head} th`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});

export const row = style({
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  '@media': {
    [media.compact]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      marginBlockEnd: vars.space.sm,
      borderRadius: vars.radius.md,
      border: `${vars.size.border} solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

const cell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  textAlign: 'start',
  '@media': { [media.compact]: { display: 'block', padding: 0 } },
} as const;

export const fieldName = style({ ...cell, fontWeight: vars.fontWeight.semibold });

export const value = style({ ...cell, overflowWrap: 'anywhere' });

// On a phone the column headers are hidden: each value says whose it is.
globalStyle(`${value}::before`, {
  '@media': {
    [media.compact]: {
      content: 'attr(data-side) ": "',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const choiceCell = style({ ...cell, whiteSpace: 'nowrap' });

export const choiceGroup = style({ display: 'grid', gap: vars.space.xs });

export const choices = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const bothChanged = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const choice = style([radio]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
