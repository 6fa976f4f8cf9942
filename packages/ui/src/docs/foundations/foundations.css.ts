import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const lede = style({ color: vars.color.textMuted, maxWidth: '72ch' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space.sm,
});

export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular });

export const tokenName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ color: vars.color.textMuted });

export const swatchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const pairs = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: '44px minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
});

export const pairName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const verdicts = style({ display: 'flex', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const tokenColumn = style({ width: '28%' });

export const fixedTable = style({ tableLayout: 'fixed' });

export const sample = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '24px',
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const ringSample = style({
  width: '18px',
  height: '12px',
  borderRadius: vars.radius.sm,
  borderWidth: '2px',
  borderStyle: 'solid',
});

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const lineSample = style({ maxWidth: '40ch' });

export const spaceBar = style({
  display: 'block',
  height: vars.space.lg,
  minWidth: '1px',
  background: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const radiusBox = style({
  display: 'block',
  width: '64px',
  height: '40px',
  background: vars.color.primarySubtle,
  border: `${vars.size.focusRing} solid ${vars.color.primary}`,
});

export const elevationPair = style({ display: 'flex', gap: vars.space.sm });

export const elevationStage = style({
  display: 'grid',
  placeItems: 'center',
  width: '88px',
  height: '64px',
  borderRadius: vars.radius.md,
});

export const elevationCard = style({ width: '48px', height: '32px', borderRadius: vars.radius.md });

export const motionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const motionTrack = style({
  position: 'relative',
  width: '120px',
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const motionDot = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  selectors: { '&[data-moved]': { transform: 'translateX(104px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
});

export const schemes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const schemePanel = style({
  padding: vars.space.lg,
  background: vars.color.background,
  borderRadius: vars.radius.md,
});

export const schemeActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
