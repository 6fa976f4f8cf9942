import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const who = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subject = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const headerEnd = style({ marginInlineStart: 'auto' });

export const changes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(80px, max-content) 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

// dt and dd stay grid cells of the list while grouped per field.
export const pair = style({ display: 'contents' });

export const field = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const diff = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const before = style({
  textDecoration: 'line-through',
  color: vars.color.danger,
  background: vars.color.dangerSubtle,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

export const after = style({
  textDecoration: 'none',
  color: vars.color.success,
  background: vars.color.successSubtle,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

// "empty" is a word about the value, not a value: no strike-through or highlight.
export const emptyValue = style({
  fontStyle: 'italic',
  textDecoration: 'none',
  background: 'transparent',
  color: vars.color.textSubtle,
});

export const arrow = style({ color: vars.color.textSubtle });

// The disclosure sits under the field names, where the eye already is.
export const more = style({ justifySelf: 'start' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const listValue = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const listMoves = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// "Removed" already says it: the names stay readable, without a strike-through.
export const listRemoved = style([before, { textDecoration: 'none' }]);

export const reordered = style({
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
