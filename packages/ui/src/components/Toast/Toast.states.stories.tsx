import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { createToaster, type ToastContent } from './toaster';
import { ToastProvider } from './ToastProvider';

/** Toasts already shown, staying put (no timeout), so each kind can be looked at. */
function Shown({ toasts }: { toasts: ToastContent[] }) {
  const [toaster] = useState(() => {
    const created = createToaster();
    for (const toast of toasts) created.show(toast, { duration: 0 });
    return created;
  });
  return <ToastProvider toaster={toaster}>{null}</ToastProvider>;
}

const meta = {
  title: 'Feedback/Toast',
  component: Shown,
  ...statesMeta,
  // Toasts sit at the top right of the window: on the docs page each state is a window of its own.
  parameters: {
    ...statesMeta.parameters,
    docs: { ...statesMeta.parameters.docs, ...framedOnDocs(300).docs },
  },
} satisfies Meta<typeof Shown>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SuccessErrorLoading: Story = {
  name: 'Success, error and loading',
  args: {
    toasts: [
      { kind: 'success', title: 'Brand saved', description: 'Lumio is live on the storefront.' },
      { kind: 'error', title: 'Could not delete the brand', description: 'The server is unreachable. Try again.' },
      { kind: 'loading', title: 'Uploading 3 files…' },
    ],
  },
  play: async ({ canvasElement }) => {
    const toasts = await region(canvasElement).findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
  },
};

export const Info: Story = {
  args: {
    toasts: [{ kind: 'info', title: '2 new brands', description: 'Someone else added them. Refresh to see them.' }],
  },
  play: async ({ canvasElement }) => {
    const title = await region(canvasElement).findByText('2 new brands');
    await waitFor(() => expect(title).toBeVisible());
  },
};

export const VeryLongText: Story = {
  name: 'Very long text',
  args: {
    toasts: [
      {
        kind: 'error',
        title: 'Could not save the product "Everglow 65" QLED television with wall bracket and soundbar"',
        description:
          'The server answered: Sale price must not be higher than the price, and the deal URL must start with https://.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const toast = await region(canvasElement).findByRole('alertdialog');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
  },
};
