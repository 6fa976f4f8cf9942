import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { box, root } from './Checkbox.css';

/** The native input, kept in the label for clicks and assistive technology but drawn by the box beside it. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${root}:has(${input}:focus-visible) ${box}`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
