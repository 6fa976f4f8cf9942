import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * How far below the window's top a bar that sticks while the page scrolls (a bulk-action bar, "Move selected to")
 * rests: the AppShell sets it to its top bar's height, so the bar stops under it; elsewhere it is the very top.
 */
export const stickyOffset = createVar();

export const stickyTop = fallbackVar(stickyOffset, '0px');
