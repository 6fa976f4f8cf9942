import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmCopy, type ConfirmDialogProps } from './ConfirmDialog';

/** Opened from its button, as a person opens it: focus then lands where the dialog puts it. */
function Opened(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open dialog
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  ...statesMeta,
  // Each state is the open dialog: a modal, so on the docs page each opens in a frame of its own.
  parameters: {
    ...statesMeta.parameters,
    docs: { ...statesMeta.parameters.docs, ...framedOnDocs(300).docs },
  },
  args: { isOpen: false, onOpenChange: () => undefined },
  render: (args) => <Opened {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The open dialog, once its code has loaded and its entrance has finished. */
async function dialogOf(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  const dialog = await page(canvasElement).findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const never = () => new Promise<void>(() => undefined);

export const DeleteOpen: Story = {
  name: 'Delete',
  args: {
    variant: 'delete',
    onConfirm: never,
    children: 'The brand "Lumio" and its SEO metadata will be removed. Its 48 products stay, without a brand.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.delete.title);
    // A destructive dialog starts on Cancel, so Enter never deletes by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: confirmCopy.delete.confirm })).toBeVisible();
  },
};

export const SaveOpen: Story = {
  name: 'Save',
  args: {
    variant: 'save',
    onConfirm: never,
    children: 'This deal is live: customers will see the new price immediately.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.save.title);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: confirmCopy.save.confirm })).toHaveFocus());
  },
};

export const DefaultOpen: Story = {
  name: 'Default',
  args: { variant: 'default', onConfirm: never },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.default.title);
    await expect(within(dialog).getByRole('button', { name: confirmCopy.default.confirm })).toBeVisible();
  },
};

export const CloseOnly: Story = {
  name: 'No confirm action',
  args: { variant: 'default', children: 'This category still has sub-categories.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.default.title);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Pending: Story = {
  args: { variant: 'delete', onConfirm: never, children: 'Deleting 3 brands.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.delete.title);
    const confirm = within(dialog).getByRole('button', { name: confirmCopy.delete.confirm });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** `isConfirmDisabled`: the dialog still finds out something to read first (what else a delete changes). */
export const WaitingToConfirm: Story = {
  args: {
    variant: 'delete',
    onConfirm: never,
    isConfirmDisabled: true,
    children: (
      <>
        <p>Deleting 3 brands.</p>
        <p role="status">Checking what else the delete changes…</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.delete.title);
    await expect(within(dialog).getByRole('button', { name: confirmCopy.delete.confirm })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: {
    variant: 'delete',
    onConfirm: async () => {
      throw new Error('This brand still has products. Move or delete them first.');
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, confirmCopy.delete.title);
    await userEvent.click(within(dialog).getByRole('button', { name: confirmCopy.delete.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This brand still has products.');
  },
};
