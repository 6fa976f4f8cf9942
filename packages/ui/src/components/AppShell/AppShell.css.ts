import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { stickyOffset } from '../../theme/stickyOffset.css';
import { staticTokens } from '../../theme/tokens';

export const shell = style({
  // Bars that stick while the page scrolls stop under the top bar, not beneath it.
  vars: { [stickyOffset]: vars.size.topBar },
  display: 'grid',
  // minmax(0, …): a wide table scrolls inside its own box instead of widening the page.
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  gridTemplateRows: `${vars.size.topBar} 1fr`,
  gridTemplateAreas: '"brand top" "nav main"',
  minHeight: '100vh',
  '@media': {
    [media.wide]: {
      selectors: { '&[data-collapsed]': { gridTemplateColumns: `${vars.size.sidebarCollapsed} minmax(0, 1fr)` } },
    },
    // Phones and tablets: the page takes the whole width; the sidebar is a drawer.
    [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' },
  },
});

export const compactOnly = style({ display: 'contents', '@media': { [media.wide]: { display: 'none' } } });
export const wideOnly = style({ display: 'contents', '@media': { [media.compact]: { display: 'none' } } });

export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.progress,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRing,
  // Out of sight until it has keyboard focus.
  selectors: {
    '&:not(:focus)': { clipPath: 'inset(50%)', width: '1px', height: '1px', overflow: 'hidden', padding: 0 },
  },
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
  '@media': { [media.compact]: { display: 'none' } },
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
  '@media': { [media.compact]: { paddingInline: vars.space.sm } },
});

export const spacer = style({ flex: 1 });

export const nav = style({
  gridArea: 'nav',
  background: vars.color.surface,
  borderRight: `${vars.size.border} solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.sm}`,
  overflowY: 'auto',
  display: 'grid',
  // minmax(0, …): no label, hidden or not, may widen the column past the sidebar (the collapsed strip stays 64 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.lg,
  '@media': { [media.compact]: { display: 'none' } },
});

export const drawerNav = style({
  padding: `${vars.space.md} ${vars.space.sm}`,
  overflowY: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const drawerTitle = style({
  flex: 1,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  // Icons only: a rule between sections stands in for their titles.
  selectors: {
    '[data-icons-only] & + &': {
      paddingTop: vars.space.lg,
      borderTop: `${vars.size.border} solid ${vars.color.border}`,
    },
  },
});

export const sectionTitle = style({
  padding: `0 ${vars.space.md}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textSubtle,
  selectors: { '[data-icons-only] &': { display: 'none' } },
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
    '[data-icons-only] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const navIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const navLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '[data-icons-only] &': { display: 'none' } },
});

export const main = style({
  gridArea: 'main',
  padding: vars.space.xl,
  minWidth: 0,
  background: vars.color.background,
  outline: 'none',
  '@media': { [media.compact]: { padding: vars.space.lg } },
});

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
    // The plain trigger shown until the menu's code has loaded (see UserMenu).
    '&:not([data-rac]):hover': { background: vars.color.surfaceHover },
    '&:not([data-rac]):focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const userName = style({
  whiteSpace: 'nowrap',
  // Visually hidden on phones, still the button's name.
  '@media': {
    [media.compact]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
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

// The window scrolls under the sticky top bar: what is scrolled to or focused (a field, a heading, an anchor) stops
// below it instead of under it. Set on the page only while a shell is in it; the theme's variables don't reach html.
globalStyle(`html:has(${shell})`, { scrollPaddingTop: staticTokens.size.topBar });
