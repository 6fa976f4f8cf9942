import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory } from './ScreenStory';
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
  } satisfies Meta<typeof ScreenStory>;
}

export type ScreenStoryObj = StoryObj<ReturnType<typeof screenMeta>>;

/** Dialogs and toasts render outside the story's root: query the whole page. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A toast with this title has appeared (toasts fade in). */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  await waitFor(() => expect(page(canvasElement).getByText(title)).toBeVisible());
}

/** The ConfirmDialog has closed (its exit animation done), so the screenshot shows the screen. */
export async function expectDialogClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog', { name: /Are you sure/ })).toBeNull());
}
