import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const body = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start', flexWrap: 'wrap' });

export const preview = style({
  width: '160px',
  height: '120px',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.border} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
  // Read-only: the quiet outline of every read-only control, not the dashed "drop or add one here" frame.
  selectors: { '[data-readonly] &': { borderStyle: 'solid', borderColor: vars.color.border } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const url = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  overflowWrap: 'anywhere',
  maxWidth: '360px',
});
