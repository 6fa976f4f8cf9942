import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stickyTop } from '../../theme/stickyOffset.css';

export const depth = createVar();

export const frame = style({ display: 'grid', gap: vars.space.md });

/** Stays in view under the top bar while a long tree scrolls, as long as something is selected (phones too). */
export const toolbar = style({
  position: 'sticky',
  top: stickyTop,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
});

export const tree = style({
  display: 'grid',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-drop-target]': { outline: `${vars.size.focusRing} solid ${vars.color.primary}` } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  paddingInlineStart: `calc(${depth} * 24px + ${vars.space.sm})`,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-drop-target]': { background: vars.color.primarySubtle, outline: `1px dashed ${vars.color.primary}` },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 1, minWidth: 0 });

export const chevron = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
});

export const spacer = style({ width: '16px', flexShrink: 0 });

export const dragHandle = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'grab',
});

export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const dropLine = style({
  height: '2px',
  marginInline: vars.space.sm,
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  outline: 'none',
});
