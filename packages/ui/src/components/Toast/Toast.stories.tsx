import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToaster, TOAST_GAP_PX, TOAST_WIDTH_PX, type Toaster } from './toaster';
import { ToastProvider, useToaster } from './ToastProvider';
import { notSnapshotted } from '../../../../../.storybook/modes';

function Triggers() {
  const toaster = useToaster();
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toaster.success('Brand saved', 'Lumio is live on the storefront.')}>Success</Button>
      <Button
        variant="danger"
        onPress={() => toaster.error('Could not delete the brand', 'The server is unreachable. Try again.')}
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          setCount(count + 1);
          toaster.info(`Notice ${count + 1}`);
        }}
      >
        Info
      </Button>
      <Button
        variant="ghost"
        onPress={() => {
          const key = toaster.loading('Uploading 3 files…');
          setTimeout(() => toaster.update(key, { kind: 'success', title: '3 files uploaded' }), 400);
        }}
      >
        Loading
      </Button>
    </div>
  );
}

function Demo({ toaster }: { toaster: Toaster }) {
  return (
    <ToastProvider toaster={toaster}>
      <Triggers />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { toaster: createToaster() },
  render: () => <Demo toaster={createToaster()} />,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for enter animations to end, so positions and visibility are measured at rest. */
// The region loads with the first toast (its own chunk), which on a busy machine takes more than a second.
const firstToast = { timeout: 10_000 };

const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  // A toast removed mid-animation cancels it; that is settled too.
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
};

export const Kinds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const screen = region(canvasElement);
    await screen.findByText('Brand saved', {}, firstToast);
    await settle();
    await expect(screen.getByText('Brand saved')).toBeVisible();
    await expect(screen.getByText('The server is unreachable. Try again.')).toBeVisible();
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    await expect(notifications.getBoundingClientRect().width).toBe(TOAST_WIDTH_PX);
    const rect = notifications.getBoundingClientRect();
    await expect(Math.round(window.innerWidth - rect.right)).toBe(16);
    await expect(Math.round(rect.top)).toBe(16);
  },
};

export const AtMostThreeVisibleWithGap: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (let index = 0; index < 5; index += 1) await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await region(canvasElement).findAllByRole('alertdialog', {}, firstToast);
    await settle();
    const toasts = region(canvasElement).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    const [first, second] = toasts.map((toast) => toast.getBoundingClientRect());
    await expect(Math.round(second!.top - first!.bottom)).toBe(TOAST_GAP_PX);
  },
};

export const CloseButton: Story = {
  parameters: notSnapshotted('Ends with the toast closed.'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const screen = region(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: /Brand saved/ }, firstToast);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Brand saved')).not.toBeInTheDocument());
  },
};

export const DisappearsAfterFourSeconds: Story = {
  parameters: notSnapshotted('Ends with the toast gone after 4000 ms.'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const screen = region(canvasElement);
    await screen.findByText('Notice 1', {}, firstToast);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(screen.getByText('Notice 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Notice 1')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const SwipeToDismiss: Story = {
  parameters: notSnapshotted('Ends with the toast swiped away.'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const screen = region(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: /Brand saved/ }, firstToast);
    const title = within(toast).getByText('Brand saved');
    const box = title.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: { clientX: box.left + 5, clientY: box.top + 5 } },
      { target: title, coords: { clientX: box.left + 15, clientY: box.top + 5 } },
      { keys: '[/MouseLeft]', target: title, coords: { clientX: box.left + 15, clientY: box.top + 5 } },
    ]);
    await expect(screen.getByText('Brand saved')).toBeInTheDocument();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: { clientX: box.left + 5, clientY: box.top + 5 } },
      { target: title, coords: { clientX: box.left + 40, clientY: box.top + 5 } },
      { keys: '[/MouseLeft]', target: title, coords: { clientX: box.left + 40, clientY: box.top + 5 } },
    ]);
    await waitFor(() => expect(screen.queryByText('Brand saved')).not.toBeInTheDocument());
  },
};

export const LoadingBecomesSuccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    const screen = region(canvasElement);
    await expect(await screen.findByText('Uploading 3 files…', {}, firstToast)).toBeInTheDocument();
    await screen.findByText('3 files uploaded');
    await settle();
    await expect(screen.getByText('3 files uploaded')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Uploading 3 files…')).not.toBeInTheDocument());
  },
};

function LongToast() {
  const toaster = useToaster();
  return (
    <Button
      onPress={() =>
        toaster.error(
          'Could not save "Nordhaus 65\\" QLED TV — Black Friday bundle with soundbar"',
          'The deal URL https://shop.example/a-very-long-path/that/keeps/going/and/going is not reachable from our servers right now.',
        )
      }
    >
      Long
    </Button>
  );
}

export const LongText: Story = {
  render: () => (
    <ToastProvider toaster={createToaster()}>
      <LongToast />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long' }));
    const toast = await region(canvasElement).findByRole('alertdialog', {}, firstToast);
    await settle();
    await expect(toast.getBoundingClientRect().width).toBe(TOAST_WIDTH_PX);
  },
};
