import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const palette = style({ alignSelf: 'flex-start', marginTop: '10vh', overflow: 'hidden' });

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', maxHeight: '70vh' });

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const searchIcon = style({ color: vars.color.textSubtle, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.body,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const menu = style({ overflow: 'auto', padding: vars.space.sm, outline: 'none', flex: 1 });

export const section = style({ selectors: { '& + &': { marginTop: vars.space.sm } } });

export const sectionTitle = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"icon label" "icon description"',
  columnGap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.primarySubtle, color: vars.color.primary } },
});

export const icon = style({ gridArea: 'icon', display: 'inline-flex', color: 'inherit' });

export const label = style({ gridArea: 'label', fontWeight: vars.fontWeight.medium });

export const description = style({ gridArea: 'description', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const hints = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
