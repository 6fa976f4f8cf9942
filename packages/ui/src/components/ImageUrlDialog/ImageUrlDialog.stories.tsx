import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ImageUrlDialog, type ImageUrlVerdict } from './ImageUrlDialog';

/** Mirrors the spec §5 check on a few known addresses, as admin-core's checkImageUrl would answer them. */
const verdicts: Record<string, ImageUrlVerdict> = {
  'https://images.example/tv.png': { status: 'image' },
  'https://example.com/article': { status: 'not-image' },
  'https://down.example/tv.png': { status: 'unreachable', message: 'The URL does not point to a valid image file.' },
};
const checkImageUrl = fn(async (address: string): Promise<ImageUrlVerdict> => {
  if (!/^https?:\/\/\S+$/i.test(address)) return { status: 'invalid', message: 'Please enter a valid URL.' };
  return verdicts[address] ?? { status: 'unreachable', message: 'The URL does not point to a valid image file.' };
});

function Demo({ onInsert }: { onInsert: (address: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [inserted, setInserted] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add image by URL
      </Button>
      {inserted ? <p>Inserted: {inserted}</p> : null}
      <ImageUrlDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        checkImageUrl={checkImageUrl}
        onInsert={(address) => {
          setInserted(address);
          onInsert(address);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ImageUrlDialog',
  component: ImageUrlDialog,
  args: { isOpen: false, onOpenChange: fn(), onInsert: fn(), checkImageUrl },
  render: (args) => <Demo onInsert={args.onInsert} />,
} satisfies Meta<typeof ImageUrlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const screen = within(canvasElement.ownerDocument.body);
  await userEvent.click(screen.getByRole('button', { name: 'Add image by URL' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert image from URL' });
  const input = within(dialog).getByRole('textbox', { name: 'Image address' });
  await waitFor(() => expect(input).toHaveFocus());
  return { screen, dialog, input, insert: within(dialog).getByRole('button', { name: /Insert/ }) };
}

export const InsertsAConfirmedImage: Story = {
  play: async ({ canvasElement, args }) => {
    const { screen, input, insert } = await open(canvasElement);
    await expect(insert).toBeDisabled();
    await userEvent.type(input, 'https://images.example/tv.png');
    await expect(insert).toBeEnabled();
    await userEvent.click(insert);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onInsert).toHaveBeenCalledWith('https://images.example/tv.png');
    await expect(screen.getByText('Inserted: https://images.example/tv.png')).toBeVisible();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'not a url{Enter}');
    await expect(await within(dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const UnreachableAddress: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, 'https://down.example/tv.png');
    await userEvent.click(insert);
    await expect(await within(dialog).findByText('The URL does not point to a valid image file.')).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

export const NotAnImageShowsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, 'https://example.com/article');
    await userEvent.click(insert);
    await waitFor(() => expect(insert).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).queryByText(/valid/)).not.toBeInTheDocument();
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const EditingClearsTheError: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'nope{Enter}');
    await within(dialog).findByText('Please enter a valid URL.');
    await userEvent.type(input, 's');
    await expect(within(dialog).queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
  },
};

/** Spec §5: whitespace anywhere, the ends included, is not a valid address — the address is not trimmed first. */
export const WhitespaceIsInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, ' https://images.example/tv.png ');
    await userEvent.click(insert);
    await expect(await within(dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

/** Cancel forgets the address and its message: the dialog opens empty next time, Insert disabled. */
export const CancelClearsTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement);
    await userEvent.type(first.input, 'nope{Enter}');
    await within(first.dialog).findByText('Please enter a valid URL.');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = await open(canvasElement);
    await expect(second.input).toHaveValue('');
    await expect(within(second.dialog).queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
    await expect(second.insert).toBeDisabled();
  },
};
