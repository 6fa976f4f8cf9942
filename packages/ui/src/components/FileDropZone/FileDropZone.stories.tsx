import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: { label: 'Feed file', hint: 'CSV, up to 50 MB', accept: ['.csv', 'text/csv'], onFile: fn() },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a file the way a person does: the caller refuses what is too large and says why. */
function Picking(props: FileDropZoneProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropZone
      {...props}
      file={file}
      error={file && file.size > 10 ? 'The file is larger than 10 bytes.' : null}
      onFile={(chosen) => {
        setFile(chosen);
        props.onFile(chosen);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <Picking {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Feed file' })).toBeVisible();
    await expect(canvas.getByText('CSV, up to 50 MB')).toBeVisible();
    const input = canvas.getByRole('group').querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['title\nA'], 'acme.csv', { type: 'text/csv' }));
    await expect(args.onFile).toHaveBeenCalledOnce();
    await expect(canvas.getByText('acme.csv · 7 bytes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose another file' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Refused: Story = {
  render: (args) => <Picking {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('group').querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['title\nA much longer row'], 'big.csv', { type: 'text/csv' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is larger than 10 bytes.');
    await expect(canvas.getByRole('group', { name: 'Feed file' })).toHaveAccessibleDescription(
      'The file is larger than 10 bytes.',
    );
  },
};

export const KeyboardPick: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};
