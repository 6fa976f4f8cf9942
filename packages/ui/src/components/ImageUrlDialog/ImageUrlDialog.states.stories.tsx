import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { ImageUrlDialog, type ImageUrlDialogProps, type ImageUrlVerdict } from './ImageUrlDialog';

/** The spec's §8 messages, as admin-core's checkImageUrl answers them (ui can't import admin-core). */
const INVALID = 'Please enter a valid URL.';
const UNREACHABLE = 'The URL does not point to a valid image file.';
const checkImageUrl = async (address: string): Promise<ImageUrlVerdict> => {
  if (!/^https?:\/\/\S+$/i.test(address)) return { status: 'invalid', message: INVALID };
  if (address.includes('slow')) return new Promise(() => undefined);
  return { status: 'unreachable', message: UNREACHABLE };
};

/** Opened from its button, as a person opens it: focus then lands in the address field. */
function Opened(props: ImageUrlDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add image by URL
      </Button>
      <ImageUrlDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ImageUrlDialog',
  component: ImageUrlDialog,
  ...statesMeta,
  parameters: {
    ...statesMeta.parameters,
    docs: { ...statesMeta.parameters.docs, ...framedOnDocs(300).docs },
  },
  args: { isOpen: false, onOpenChange: () => undefined, onInsert: () => undefined, checkImageUrl },
  render: (args) => <Opened {...args} />,
} satisfies Meta<typeof ImageUrlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function opened(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add image by URL' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Insert image from URL' });
  const input = within(dialog).getByRole('textbox', { name: 'Image address' });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input, insert: within(dialog).getByRole('button', { name: /Insert/ }) };
}

export const Empty: Story = {
  name: 'Empty: Insert disabled',
  play: async ({ canvasElement }) => {
    const { insert } = await opened(canvasElement);
    await expect(insert).toBeDisabled();
  },
};

export const Checking: Story = {
  name: 'Checking the address',
  play: async ({ canvasElement }) => {
    const { input, insert } = await opened(canvasElement);
    await userEvent.type(input, 'https://slow.example/tv.png{Enter}');
    await waitFor(() => expect(insert).toHaveAttribute('data-pending', 'true'));
  },
};

export const NotAnAddress: Story = {
  name: 'Not an address',
  play: async ({ canvasElement }) => {
    const { dialog, input } = await opened(canvasElement);
    await userEvent.type(input, 'not a url{Enter}');
    await expect(await within(dialog).findByText(INVALID)).toBeVisible();
  },
};

export const NotAnImage: Story = {
  name: 'Not an image',
  play: async ({ canvasElement }) => {
    const { dialog, input } = await opened(canvasElement);
    await userEvent.type(input, 'https://down.example/tv.png{Enter}');
    await expect(await within(dialog).findByText(UNREACHABLE)).toBeVisible();
  },
};
