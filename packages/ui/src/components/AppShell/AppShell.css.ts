import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} 1fr`,
  gridTemplateRows: `${vars.size.topBar} 1fr`,
  gridTemplateAreas: '"brand top" "nav main"',
  minHeight: '100vh',
  selectors: { '&[data-collapsed]': { gridTemplateColumns: `${vars.size.sidebarCollapsed} 1fr` } },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderRight: `${vars.size.border} solid ${vars.color.border}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const topBar = style({
  gridArea: 'top',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const spacer = style({ flex: 1 });

export const nav = style({
  gridArea: 'nav',
  background: vars.color.surface,
  borderRight: `${vars.size.border} solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.sm}`,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const section = style({ display: 'grid', gap: vars.space.xxs });

export const sectionTitle = style({
  padding: `0 ${vars.space.md}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textSubtle,
  selectors: { [`${shell}[data-collapsed] &`]: { visibility: 'hidden', height: 0, margin: 0 } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': { background: vars.color.primarySubtle, color: vars.color.primary },
    [`${shell}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const navIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const navLabel = style({ selectors: { [`${shell}[data-collapsed] &`]: { display: 'none' } } });

export const main = style({ gridArea: 'main', padding: vars.space.xl, minWidth: 0, background: vars.color.background });

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const menu = style({ outline: 'none', display: 'grid', gap: vars.space.xxs, minWidth: '200px' });

export const menuHeader = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'grid',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
