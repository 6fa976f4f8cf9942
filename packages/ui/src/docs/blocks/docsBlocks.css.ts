import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The states of one component side by side, each under its name: as many columns as fit. */
export const stateGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(var(--state-min, 200px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const stateExample = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  margin: 0,
});

export const stateLabel = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const stateNote = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSubtle,
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const stateStage = style({
  padding: vars.space.md,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const stateRow = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '& + &': { marginTop: vars.space.xl } },
});

export const stateRowTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const stateColumn = style({ display: 'grid', gap: vars.space.xl });

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  columnGap: vars.space.lg,
});

export const skippedTable = style({ width: '100%' });
