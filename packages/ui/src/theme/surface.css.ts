import { createVar, fallbackVar } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The background of the surface a piece sits on: a card or a dialog sets it to its own. A piece that paints a
 * background to cover what scrolls under it (a form's sticky action bar) takes this one, so inside a card it is the
 * card's colour, not a band of the page's; on the page itself it is the page's background.
 */
export const surfaceBackground = createVar();

export const onSurface = fallbackVar(surfaceBackground, vars.color.background);
