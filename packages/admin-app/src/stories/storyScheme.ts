import type { ColorScheme } from '@deals/ui';

/** The scheme a story renders in: forced by the story-test project, else the Storybook toolbar's. */
export function storyScheme(globals: Record<string, unknown>): ColorScheme {
  const forced = (globalThis as { __STORYBOOK_COLOR_SCHEME__?: ColorScheme }).__STORYBOOK_COLOR_SCHEME__;
  return forced ?? (globals.scheme === 'dark' ? 'dark' : 'light');
}
