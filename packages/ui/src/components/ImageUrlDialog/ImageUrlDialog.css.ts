import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** What the check is doing, in the room the buttons leave; never hidden, so screen readers hear what appears in it. */
export const status = style({
  flex: '1 1 0',
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const buttons = style({ display: 'flex', flex: 'none', gap: vars.space.sm });
