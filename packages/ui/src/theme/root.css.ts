import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Base styles are scoped to the theme root so a host page's own CSS is never touched. The root sets every inherited
 * text property itself, so nothing a host sets on `body` or a wrapper (case, spacing, alignment) flows into widgets.
 */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'normal',
  fontVariant: 'normal',
  lineHeight: vars.lineHeight.normal,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textShadow: 'none',
  textAlign: 'start',
  whiteSpace: 'normal',
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

/*
 * Host element rules (`button { text-transform: uppercase }`, `label { font-style: italic }`, `input { … }`, `* { … }`)
 * must not reach inside our widgets. Every element under the root inherits its text properties, at a specificity of
 * three element names: above any host rule of one or two element names and `*`, below every component class (one
 * class), so a component's own styles still win. `deals-x` is a tag no page uses; `:not()` of it only adds weight.
 * Elements whose browser default carries meaning keep it for that property (bold `strong`, italic `em`, monospace
 * `code`, link colour, heading sizes).
 */
const inside = (not: string) => `:where(${themeRoot}) :not(deals-x):not(deals-x):not(${not})`;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
globalStyle(inside('deals-x'), {
  fontVariant: 'inherit',
  fontStretch: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  wordSpacing: 'inherit',
  textTransform: 'inherit',
  textIndent: 'inherit',
  textShadow: 'inherit',
});
globalStyle(inside('code, kbd, samp, pre'), { fontFamily: 'inherit' });
globalStyle(inside('em, i, cite, var, dfn, address'), { fontStyle: 'inherit' });
globalStyle(inside(`strong, b, th, optgroup, ${HEADINGS}`), { fontWeight: 'inherit' });
globalStyle(inside(`small, sub, sup, ${HEADINGS}`), { fontSize: 'inherit' });
globalStyle(inside('a, mark'), { color: 'inherit' });

export const schemeRoot = styleVariants({ light: { colorScheme: 'light' }, dark: { colorScheme: 'dark' } });
