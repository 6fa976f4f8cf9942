import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressMeter } from './ProgressMeter';

const meta = {
  title: 'Feedback/ProgressMeter',
  component: ProgressMeter,
  args: { label: 'Applying rows', done: 42_000, total: 100_000 },
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  args: { rate: 1234.4, secondsLeft: 47 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Applying rows' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42000');
    await expect(bar).toHaveAttribute('aria-valuetext', '42,000 of 100,000 rows, 1,234 rows/s · about 47 s left');
    await expect(canvas.getByText('42,000 of 100,000 rows')).toBeVisible();
    await expect(canvas.getByText('1,234 rows/s · about 47 s left')).toBeVisible();
  },
};

export const MeasuringRate: Story = {
  args: { done: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Measuring the rate…')).toBeVisible();
  },
};

export const Waiting: Story = {
  args: { waiting: true, done: 500, total: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a worker…')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};
