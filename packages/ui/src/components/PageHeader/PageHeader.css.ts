import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  marginBottom: vars.space.xl,
});

export const titles = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const crumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const crumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.textSubtle } },
});

export const crumbLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.primary, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
});
