import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Form } from '../Form/Form';
import { ImageInput } from './ImageInput';

const sample = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#7635dc"/></svg>')}`;
const uploaded = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#17753b"/></svg>')}`;

const checkImageUrl = fn(async (address: string) =>
  address.startsWith('data:image/') || address === 'https://images.example/ok.png'
    ? ({ status: 'image' } as const)
    : /^https?:\/\/\S+$/i.test(address)
      ? ({ status: 'unreachable', message: 'The URL does not point to a valid image file.' } as const)
      : ({ status: 'invalid', message: 'Please enter a valid URL.' } as const),
);

function Demo({ failUpload = false, errorMessage }: { failUpload?: boolean; errorMessage?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageInput
      errorMessage={errorMessage}
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

/** The brand form's situation: the image field, with its dialogs, inside a form that saves on submit. */
function InsideAForm({ onSave }: { onSave: () => void }) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Demo />
      <Button type="submit">Save brand</Button>
    </Form>
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

const brandFormSaves = fn();

/** Every way out of the URL dialog and the media picker: none of them submits the form around the field. */
export const InsideAFormNothingIsSavedUntilSave: Story = {
  render: () => <InsideAForm onSave={brandFormSaves} />,
  play: async ({ canvas, canvasElement }) => {
    brandFormSaves.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const openUrlDialog = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'From URL' }));
      const dialog = await body.findByRole('dialog', { name: 'Insert image from URL' });
      const input = within(dialog).getByRole('textbox', { name: 'Image address' });
      await waitFor(() => expect(input).toHaveFocus());
      return { dialog, input, insert: within(dialog).getByRole('button', { name: 'Insert' }) };
    };

    // An invalid address, by Insert and by Enter: the dialog stays open with its message, the form is not saved.
    const first = await openUrlDialog();
    await userEvent.type(first.input, 'not an address');
    await userEvent.click(first.insert);
    await expect(await within(first.dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await userEvent.type(first.input, 's');
    await expect(within(first.dialog).queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
    await userEvent.type(first.input, '{Enter}');
    await expect(await within(first.dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await expect(brandFormSaves).not.toHaveBeenCalled();
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    // A valid address by Insert: the image is set, and still nothing is saved.
    const second = await openUrlDialog();
    await userEvent.type(second.input, 'https://images.example/ok.png');
    await userEvent.click(second.insert);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute(
      'src',
      'https://images.example/ok.png',
    );
    await expect(brandFormSaves).not.toHaveBeenCalled();

    // A valid address by Enter in the field.
    const third = await openUrlDialog();
    await userEvent.type(third.input, 'https://images.example/ok.png{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(brandFormSaves).not.toHaveBeenCalled();

    // The media picker, chosen with the keyboard.
    await userEvent.click(canvas.getByRole('button', { name: 'Media library' }));
    const pick = await body.findByRole('button', { name: 'Pick purple.svg' });
    pick.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute('src', sample);
    await expect(brandFormSaves).not.toHaveBeenCalled();

    // The form itself still saves when the person saves it.
    await userEvent.click(canvas.getByRole('button', { name: 'Save brand' }));
    await expect(brandFormSaves).toHaveBeenCalledTimes(1);
  },
};

/** A field with an error message is invalid without being told so, and a submit takes focus to it. */
export const WithAnError: Story = {
  args: { errorMessage: 'The image could not be saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The image could not be saved.');
    await expect(canvas.getByRole('group', { name: 'Brand logo' })).toHaveAttribute('data-invalid', 'true');
  },
};
