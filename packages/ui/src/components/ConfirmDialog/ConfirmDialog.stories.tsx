import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { ConfirmDialog, confirmVariants, type ConfirmDialogProps } from './ConfirmDialog';
import { notSnapshotted } from '../../../../../.storybook/modes';

function WithTrigger(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) {
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
  args: { variant: 'delete', isOpen: true, onOpenChange: fn(), onConfirm: fn() },
  argTypes: { variant: { control: 'inline-radio', options: confirmVariants } },
  render: (args) => <WithTrigger variant={args.variant} onConfirm={args.onConfirm} children={args.children} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the dialog the way a person does, and waits until it has settled with focus inside. */
async function open(canvasElement: HTMLElement, name?: string) {
  const screen = page(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
  const dialog = await screen.findByRole('alertdialog', name ? { name } : {});
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await waitFor(() => expect(dialog).toBeVisible());
  return { screen, dialog };
}

export const Delete: Story = {
  parameters: notSnapshotted('Ends with the dialog closed after Delete; the open dialog is the Delete state story.'),
  args: { children: 'The brand "Lumio" and its SEO metadata will be removed. Its 48 products stay, without a brand.' },
  play: async ({ canvasElement, args }) => {
    const { screen, dialog } = await open(canvasElement, 'Are you sure you want to delete?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Save: Story = {
  args: { variant: 'save', children: 'This deal is live: customers will see the new price immediately.' },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Are you sure you want to save?');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const Default: Story = {
  args: { variant: 'default' },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Are you sure?');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const WithoutConfirmAction: Story = {
  parameters: notSnapshotted(
    'Ends with the dialog closed by Close; the open dialog is the No confirm action state story.',
  ),
  args: { variant: 'default', onConfirm: undefined, children: 'This category still has sub-categories.' },
  play: async ({ canvasElement }) => {
    const { screen, dialog } = await open(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EscapeCancels: Story = {
  parameters: notSnapshotted('Ends with the dialog closed by Escape.'),
  play: async ({ canvasElement, args }) => {
    const { screen } = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

// The confirm action finishes when the play function says so, not after a fixed time: on a busy machine a timer can
// run out before the assertions about the pending state.
let finishDelete = () => {};

export const PendingCannotDoubleConfirm: Story = {
  parameters: notSnapshotted(
    'Ends with the dialog closed once the delete resolves; the pending dialog is the Pending state story.',
  ),
  args: { onConfirm: fn(() => new Promise<void>((resolve) => (finishDelete = resolve))) },
  play: async ({ canvasElement, args }) => {
    const { screen, dialog } = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: /Delete/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    finishDelete();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const FailureKeepsTheDialogOpen: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('The brand could not be deleted: the server is unreachable.'))),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The brand could not be deleted');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

const outerSubmit = fn();
const outerEnter = fn();

/**
 * A save confirmation opened from inside the form it confirms (a live deal's edit form): neither confirming with
 * Enter nor pressing Enter in a field of the dialog reaches the form around it; only the confirm action runs.
 */
export const InsideAForm: Story = {
  parameters: notSnapshotted('Ends with the dialog closed; its point is that the form behind did not submit.'),
  args: { variant: 'save' },
  render: (args) => (
    // The page around the form listens to Enter too (a keyboard shortcut, a list's quick search).
    <div
      role="presentation"
      onKeyDown={(event) => {
        if (event.key === 'Enter') outerEnter();
      }}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          outerSubmit();
        }}
      >
        <WithTrigger variant={args.variant} onConfirm={args.onConfirm}>
          <TextField label="Note for the change log" />
        </WithTrigger>
      </Form>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    outerSubmit.mockClear();
    outerEnter.mockClear();
    const { screen, dialog } = await open(canvasElement, 'Are you sure you want to save?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the change log' }), 'Price fix{Enter}');
    await expect(dialog).toBeVisible();
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(outerEnter).not.toHaveBeenCalled();
    await expect(outerSubmit).not.toHaveBeenCalled();
  },
};
