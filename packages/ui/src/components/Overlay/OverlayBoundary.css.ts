import { style } from '@vanilla-extract/css';

// The boundary only catches events: it must not add a box between the overlay and its content.
export const boundary = style({ display: 'contents' });
