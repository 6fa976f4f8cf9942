import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A fieldset that adds nothing to the layout: it only disables what it holds. */
export const fieldset = style({
  display: 'contents',
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

// The fields inside don't know the fieldset disabled them (react-aria sets no data-disabled): look read-only here.
globalStyle(`${fieldset}:disabled :is(input, textarea, select)`, {
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderColor: vars.color.border,
  cursor: 'not-allowed',
});
globalStyle(`${fieldset}:disabled :is(button, label, [role="switch"])`, { cursor: 'not-allowed' });
