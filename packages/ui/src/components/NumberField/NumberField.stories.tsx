import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Price', formatOptions: { style: 'currency', currency: 'EUR' }, minValue: 0, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1299.5');
    await userEvent.tab();
    await expect(input).toHaveValue('€1,299.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1299.5);
  },
};

export const StepsWithArrows: Story = {
  args: { label: 'Position', formatOptions: undefined, defaultValue: 3, minValue: 1, maxValue: 30 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Position' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('5');
  },
};

export const ServerError: Story = {
  args: { defaultValue: 40, isInvalid: true, errorMessage: 'Sale price must not be higher than the price.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      'Sale price must not be higher than the price.',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 19.99, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
  },
};
