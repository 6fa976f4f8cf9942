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

/** A menu item's label (60 characters, the shared rule): the count shows near the limit. */
export const CountsNearTheLimit: Story = {
  args: { label: 'Label', maxLength: 60, defaultValue: 'Outdoor and camping deals' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Label' });
    await expect(canvas.queryByText(/characters/)).toBeNull();
    await userEvent.type(input, ' for the whole family this');
    await expect(input).toHaveAccessibleDescription('51 / 60 characters');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Past the limit nothing is cut, typed or pasted: the field says how many characters are too many. */
export const NeverCutsWhatIsPasted: Story = {
  args: { label: 'Label', maxLength: 60 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Label' });
    const pasted = 'Outdoor, camping and hiking deals for the whole family, all year round';
    await userEvent.click(input);
    await userEvent.paste(pasted);
    await expect(input).toHaveValue(pasted);
    await expect(args.onChange).toHaveBeenLastCalledWith(pasted);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('70 / 60 characters, 10 too many');
    await userEvent.type(input, '{Backspace}'.repeat(10));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
