import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ImageInput } from './ImageInput';

const sample = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#7635dc"/></svg>')}`;
const uploaded = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#17753b"/></svg>')}`;

const checkImageUrl = fn(async (address: string) =>
  address.startsWith('data:image/') || address === 'https://images.example/ok.png'
    ? ({ status: 'image' } as const)
    : ({ status: 'unreachable', message: 'The URL does not point to a valid image file.' } as const),
);

function Demo({ failUpload = false }: { failUpload?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageInput
      label="Brand logo"
      value={value}
      onChange={setValue}
      checkImageUrl={checkImageUrl}
      onUpload={async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (failUpload) throw new Error('Request to upload endpoint failed due to network error');
        return uploaded;
      }}
      renderMediaPicker={({ isOpen, onOpenChange, onPick }) => (
        <Dialog title="Media library" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
          <Button onPress={() => onPick(sample)}>Pick purple.svg</Button>
        </Dialog>
      )}
    />
  );
}

const meta = { title: 'Forms/ImageInput', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheMediaLibrary: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('No image')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Media library' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Pick purple.svg' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute('src', sample));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByLabelText('No image')).toBeVisible();
  },
};

export const FromAUrl: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'From URL' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'https://images.example/ok.png{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute(
        'src',
        'https://images.example/ok.png',
      ),
    );
  },
};

export const Upload: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute('src', uploaded),
    );
  },
};

export const UploadFails: Story = {
  args: { failUpload: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Request to upload endpoint failed due to network error',
    );
  },
};
