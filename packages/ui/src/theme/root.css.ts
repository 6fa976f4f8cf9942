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

/*
 * A host page's element and universal rules (`* { box-sizing: content-box }`, `button { … }`, `p { margin: 1em }`,
 * `* { letter-spacing: 1px }`) must not reach inside our widgets, whichever stylesheet the page loads last. So every
 * reset below weighs three element names: `deals-x` is a tag no page uses, and `:not()` of it only adds weight. That
 * is above any host rule of `*` or of one or two element names, in any order, and below every component class (one
 * class outweighs any number of element names), so a component's own styles still win. Neither a zero-specificity
 * reset (`:where()`, lost to a later `* {}`) nor a cascade layer (unlayered host CSS beats every layer) would hold.
 */
const ELEMENT_WEIGHT = ':not(deals-x):not(deals-x):not(deals-x)';
const inside = (selector: string) => `:where(${themeRoot}) :is(${selector})${ELEMENT_WEIGHT}`;

globalStyle(`${inside('*')}, ${inside('*')}::before, ${inside('*')}::after`, { boxSizing: 'border-box' });
globalStyle(inside('h1, h2, h3, h4, p, ul, ol, dl, dd, figure'), { margin: 0 });

/*
 * Every element under the root inherits its text properties. Elements whose browser default carries meaning keep
 * it for that property (bold `strong`, italic `em`, monospace `code`, link colour, heading sizes).
 */
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const except = (keeping: string) => `${inside('*')}:not(${keeping})`;
globalStyle(inside('*'), {
  fontVariant: 'inherit',
  fontStretch: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  wordSpacing: 'inherit',
  textTransform: 'inherit',
  textIndent: 'inherit',
  textShadow: 'inherit',
});
globalStyle(except('code, kbd, samp, pre'), { fontFamily: 'inherit' });
globalStyle(except('em, i, cite, var, dfn, address'), { fontStyle: 'inherit' });
globalStyle(except(`strong, b, th, optgroup, ${HEADINGS}`), { fontWeight: 'inherit' });
globalStyle(except(`small, sub, sup, ${HEADINGS}`), { fontSize: 'inherit' });
globalStyle(except('a, mark'), { color: 'inherit' });

export const schemeRoot = styleVariants({ light: { colorScheme: 'light' }, dark: { colorScheme: 'dark' } });
