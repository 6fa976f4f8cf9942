import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Delete brand',
    placement: 'end',
    children: <Button variant="ghost" icon={<Trash2 size={18} />} aria-label="Delete brand" />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard focus shows it at once: the icon's name, in words. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete brand' })).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent('Delete brand');
  },
};

/** The pointer shows it after a short delay (400 ms), so passing over a toolbar doesn't flash tooltips. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    // A mouse arriving from elsewhere on the page, as a real one does: react-aria opens tooltips on a pointer's hover.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Delete brand' }));
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toBeVisible());
  },
};

/** Escape hides it and leaves the focus where it was. */
export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await page(canvasElement).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Delete brand' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};
