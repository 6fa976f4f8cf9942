import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css';

export const canvas = style({ padding: vars.space.lg, minHeight: '100vh' });

/**
 * On a docs page every story is one block among others: it gets the theme's background and padding, not the whole
 * viewport (each story used to be a screen tall).
 */
export const docsCanvas = style({ padding: vars.space.lg, background: vars.color.background });

/**
 * A full-page story (the app shell, a screen) on a docs page: a window of its own, scrolled inside, whose fixed
 * parts stay inside it (a transform makes it their containing block).
 */
export const docsPageFrame = style({
  height: '640px',
  overflow: 'auto',
  transform: 'translateZ(0)',
  background: vars.color.background,
});
