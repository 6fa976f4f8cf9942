import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@deals/ui';

// The app owns the whole page, so it (not ui) resets the body.
globalStyle('body', { margin: 0 });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.lg,
  minHeight: '100vh',
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
