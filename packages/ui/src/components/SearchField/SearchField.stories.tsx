import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search brands', placeholder: 'Search brands…', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeSubmitAndClear: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search brands' });
    await userEvent.type(input, 'lumio{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('lumio');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'x{Escape}');
    await expect(input).toHaveValue('');
  },
};
