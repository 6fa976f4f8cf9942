import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The icon's width (FormNote.tsx draws it at 16 px). */
const ICON = '16px';

/**
 * The text takes the rest of the icon's line: 16rem or more beside an action, which wraps under it when there is no
 * room; in a box narrower than that (a card on a phone) it still fits beside the icon instead of wrapping under it.
 */
export const text = style({ flex: `1 1 min(16rem, calc(100% - ${ICON} - ${vars.space.sm}))`, minWidth: 0 });
