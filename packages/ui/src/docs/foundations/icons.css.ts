import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const gallery = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({ display: 'flex', alignItems: 'end', gap: vars.space.lg, flexWrap: 'wrap' });

export const count = style({ color: vars.color.textMuted, paddingBottom: vars.space.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  minWidth: 0,
});

export const name = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  justifySelf: 'stretch',
  textAlign: 'center',
});

export const files = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
