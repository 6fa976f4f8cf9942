import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatSummary } from './StatSummary';

const meta = {
  title: 'Data/StatSummary',
  component: StatSummary,
  args: {
    'aria-label': 'Dry run',
    items: [
      { label: 'To create', value: 1200, tone: 'success' },
      { label: 'To update', value: 340, tone: 'info' },
      { label: 'Unchanged', value: 0 },
      { label: 'To skip', value: 12 },
      { label: 'Rejected', value: 7, tone: 'danger' },
    ],
  },
} satisfies Meta<typeof StatSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByLabelText('Dry run');
    await expect(within(summary).getByText('1,200')).toBeVisible();
    await expect(within(summary).getByText('Rejected')).toBeVisible();
    await expect(within(summary).getByText('7')).toBeVisible();
  },
};
