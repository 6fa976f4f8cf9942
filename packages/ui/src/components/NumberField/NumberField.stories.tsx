import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
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

/**
 * A form knows a price changed while it is typed, not only when the field loses focus (Save enables at once);
 * the text is left as typed until then, and formatted on blur.
 */
export const ReportsEachNumberAsItIsTyped: Story = {
  args: { onChange: fn() },
  render: function Render(args) {
    const [price, setPrice] = useState(Number.NaN);
    return (
      <NumberField
        {...args}
        value={price}
        onChange={(value) => {
          setPrice(value);
          args.onChange?.(value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1299.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1299.5);
    await expect(input).toHaveValue('1299.5');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1299);
    await userEvent.tab();
    await expect(input).toHaveValue('€1,299.00');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
  },
};

/** German formats read as Germans type them: "1.299,5" is 1299.5, reported before the field is left. */
export const ReadsTheLocalesFormat: Story = {
  args: { onChange: fn() },
  render: (args) => (
    <I18nProvider locale="de-DE">
      <NumberField {...args} />
    </I18nProvider>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1.299,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1299.5);
    await userEvent.tab();
    // Intl separates the amount and the sign with a no-break space.
    await expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1.299,50 €');
  },
};
