import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Title', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Shown on the storefront and in search results.', placeholder: 'e.g. Lumio' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Lumio');
    await expect(input).toHaveValue('Lumio');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lumio');
    await expect(canvas.getByText('Shown on the storefront and in search results.')).toBeVisible();
  },
};

export const RequiredShowsClientError: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value: string) => (value.trim() ? null : 'Title is required.'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Title/ });
    await userEvent.type(input, ' ');
    await expect(await canvas.findByText('Title is required.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: { defaultValue: 'Lumio', isInvalid: true, errorMessage: 'A brand named "Lumio" already exists.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'A brand named "Lumio" already exists.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read only while saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: { label: 'Description', multiline: true, rows: 4, defaultValue: 'A long description\nover several lines.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  },
};

export const LongText: Story = {
  args: {
    label: 'A very long label that explains in detail what the editor should type into this field',
    defaultValue:
      'An unusually long value that keeps going to show how the field handles overflowing content gracefully',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
};
