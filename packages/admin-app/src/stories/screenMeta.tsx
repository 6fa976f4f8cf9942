import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, getConfig, waitFor, within } from 'storybook/test';
import { ScreenStory } from './ScreenStory';
import { serveStoryMedia } from './storyMedia';
import { storyScheme } from './storyScheme';

/**
 * Shared by every screen story: the full back-office, edge to edge, in the story's colour scheme. Spread into a
 * literal default export that names its own `title` (Storybook indexes that statically).
 */
export function screenMeta(url: string) {
  return {
    component: ScreenStory,
    args: { url, scheme: 'light' },
    parameters: { bare: true },
    render: (args, { globals }) => <ScreenStory {...args} scheme={storyScheme(globals)} />,
    // Screens load lazily: on a busy 2-core machine the chunk, the session check and the first query can take
    // seconds. Every find and waitFor in a screen story waits as long as a person would, not testing-library's 1 s.
    // The recorded pictures are answered in the browser before the screen asks for them.
    loaders: [
      async () => {
        await serveStoryMedia();
        return {};
      },
    ],
    beforeEach: () => {
      const previous = getConfig().asyncUtilTimeout;
      configure({ asyncUtilTimeout: SCREEN_TIMEOUT_MS });
      return () => configure({ asyncUtilTimeout: previous });
    },
    // A story without its own play still waits for its screen before the screenshot.
    play: async ({ canvasElement }) => screenReady(canvasElement),
  } satisfies Meta<typeof ScreenStory>;
}

/**
 * How long a screen story waits for a lazy screen, its data or a toast (a slow, busy machine: the move-tree story
 * once needed more than 20 s for its toast while API tests ran beside it; never a fixed sleep).
 */
export const SCREEN_TIMEOUT_MS = 40_000;

/**
 * The screen has loaded, as a person sees it: its page heading (level 1) is there, or the error state that replaces
 * it. Every screen story's play starts with this, so no field is looked for before the lazy screen exists.
 */
export async function screenReady(canvasElement: HTMLElement) {
  const root = within(canvasElement);
  await waitFor(
    () => {
      const loaded = root.queryAllByRole('heading', { level: 1 }).length + root.queryAllByRole('alert').length;
      expect(loaded).toBeGreaterThan(0);
    },
    { timeout: SCREEN_TIMEOUT_MS },
  );
}

export type ScreenStoryObj = StoryObj<ReturnType<typeof screenMeta>>;

/** Dialogs and toasts render outside the story's root: query the whole page. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A toast with this title has appeared (toasts fade in; the first one also loads the toast region's code). */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  await waitFor(() => expect(page(canvasElement).getByText(title)).toBeVisible(), { timeout: SCREEN_TIMEOUT_MS });
}

/** The ConfirmDialog has closed (its exit animation done), so the screenshot shows the screen. */
export async function expectDialogClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog', { name: /Are you sure/ })).toBeNull());
}
