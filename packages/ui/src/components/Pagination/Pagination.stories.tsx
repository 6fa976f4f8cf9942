import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 2, pageSize: 25, total: 2000, itemLabel: 'products', onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('26–50 of 2,000 products')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 80')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 80 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,976–2,000 of 2,000 products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const CountStillLoading: Story = {
  args: { page: 3, total: null },
  play: async ({ canvas }) => {
    // Not "No products" while the first answer is on its way.
    await expect(canvas.getByText('Loading products…')).toBeVisible();
    await expect(canvas.getByText('Page 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const OneItem: Story = {
  args: { page: 1, total: 1, itemNouns: { one: 'product', other: 'products' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 1 product')).toBeVisible();
  },
};
