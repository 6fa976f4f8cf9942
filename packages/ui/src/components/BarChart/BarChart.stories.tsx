import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarChart } from './BarChart';

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 24 + index));
  return { label: date.toISOString().slice(0, 10), value: [4, 7, 3, 9, 12, 6, 2][index % 7]! + (index % 5) };
});
const short = (label: string) =>
  new Date(`${label}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: { data: days, title: 'Products added per day, last 30 days', formatLabel: short, labelEvery: 5 },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductsPerDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Products added per day, last 30 days' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(30);
    await expect(canvas.getByRole('rowheader', { name: '24 Oct' })).toBeInTheDocument();
  },
};

export const AllZero: Story = {
  args: { data: days.map((day) => ({ ...day, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
