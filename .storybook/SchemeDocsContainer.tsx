import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';
import type { ColorScheme } from '../packages/ui/src/theme/ThemeProvider';

/** The preview's globals as the docs context holds them (its store is not part of the public props' type). */
function currentScheme(context: DocsContainerProps['context']): ColorScheme {
  const store = (context as unknown as { store?: { userGlobals?: { globals?: { scheme?: unknown } } } }).store;
  return store?.userGlobals?.globals?.scheme === 'dark' ? 'dark' : 'light';
}

/**
 * Stories framed on a docs page open `PREVIEW_URL` (Storybook's docs blocks): set before they render, so they show
 * the page's scheme, not the default light one.
 */
function framedIn(scheme: ColorScheme): ColorScheme {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=scheme:${scheme}`;
  return scheme;
}

/**
 * A docs page (the introduction, the foundations, a component's page) in the scheme chosen in the toolbar: its own
 * text, tables and backgrounds, not only the examples on it. Storybook's docs theme is otherwise fixed at light.
 */
export function SchemeDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [scheme, setScheme] = useState<ColorScheme>(() => framedIn(currentScheme(context)));
  useEffect(() => {
    // Read from this preview's own store, not from the event: a story framed on the page (an overlay's,
    // `framedOnDocs`) runs a preview of its own whose announcement reaches this channel too, and turned a dark page
    // light when it loaded (seen in the docs pages' screenshots).
    const follow = () => setScheme(framedIn(currentScheme(context)));
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context]);
  return (
    <DocsContainer context={context} theme={scheme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}
