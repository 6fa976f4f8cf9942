import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Base styles are scoped to the theme root so a host page's own CSS is never touched. */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

export const filledRoot = style({
  minHeight: '100vh',
  background: vars.color.background,
});

// :where() keeps these resets at zero specificity, so any component class wins over them.
globalStyle(`:where(${themeRoot}) *, :where(${themeRoot}) *::before, :where(${themeRoot}) *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`:where(${themeRoot}) :where(h1, h2, h3, h4, p, ul, ol, dl, dd, figure)`, {
  margin: 0,
});

globalStyle(`:where(${themeRoot}) :where(button, input, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
});

export const schemeRoot = styleVariants({ light: { colorScheme: 'light' }, dark: { colorScheme: 'dark' } });
