import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A fieldset that adds nothing to the layout: it only disables what it holds. */
export const fieldset = style({
  display: 'contents',
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
