import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({ outline: 'none', display: 'grid', gap: vars.space.xxs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});
