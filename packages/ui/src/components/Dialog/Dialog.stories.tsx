import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framedOnDocs } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, dialogSizes } from './Dialog';

function Demo({ size, dismissable = true }: { size?: (typeof dialogSizes)[number]; dismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Rename folder
      </Button>
      <Dialog
        title="Rename folder"
        size={size}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable={dismissable}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onPress={() => setOpen(false)}>Rename</Button>
          </>
        }
      >
        <TextField label="Folder name" defaultValue="tv" autoFocus />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Demo,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  // A modal covers the window: on the docs page each story opens in a frame of its own.
  parameters: framedOnDocs(360),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens it from its button, as a person does, and waits for its entrance to end. */
async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename folder' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rename folder' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open: title, body, buttons at the end; focus inside, on the first field. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Folder name' })).toHaveFocus());
  },
};

/** Escape closes it and focus returns to what opened it; Tab never leaves it while open. */
export const EscapeAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await open(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await open(canvasElement)).toBeVisible();
  },
};

/** The large size, for a picker or a review; on a phone every size is the screen's width. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(560));
  },
};
