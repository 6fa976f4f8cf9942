import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const box = style([
  control,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    selectors: {
      // Over `control`'s padding whatever order the stylesheets load in (CSS is split by chunk in a build).
      [`${control}&`]: { padding: vars.space.xs },
      '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    },
  },
]);

export const tagList = style({ display: 'contents' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '26px',
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    // Read-only: neutral chips (no remove button, so even padding), in the ink of every read-only control.
    '[data-readonly] &': {
      paddingInlineEnd: vars.space.sm,
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}`,
    },
  },
});

export const remove = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  marginInlineEnd: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
});

export const input = style({
  flex: 1,
  minWidth: '120px',
  height: '28px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  paddingInline: vars.space.xs,
});
