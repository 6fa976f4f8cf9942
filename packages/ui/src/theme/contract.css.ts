import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './dark';
import { lightTokens } from './light';
import type { ThemeTokens } from './tokens';
import { staticTokens } from './tokens';

const colorSchemeContract = createThemeContract({
  color: Object.fromEntries(Object.keys(lightTokens.color).map((key) => [key, null])) as Record<
    keyof ThemeTokens['color'],
    null
  >,
  shadow: { sm: null, md: null, lg: null },
});

/** Scheme-independent tokens live on :root under hashed names, so they can't collide with a host's variables. */
const staticVars = createGlobalTheme(':root', staticTokens);

export const lightThemeClass = createTheme(colorSchemeContract, lightTokens, 'light');
export const darkThemeClass = createTheme(colorSchemeContract, darkTokens, 'dark');

export const vars = { ...staticVars, ...colorSchemeContract };
