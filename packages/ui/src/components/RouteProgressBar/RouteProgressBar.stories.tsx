import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RouteProgressBar } from './RouteProgressBar';
import { notSnapshotted } from '../../../../../.storybook/modes';

const meta = {
  title: 'Feedback/RouteProgressBar',
  component: RouteProgressBar,
  args: { isLoading: true },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().height).toBe(3);
  },
};

export const QuickLoadsDoNotFlash: Story = {
  args: { delayMs: 400 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(getComputedStyle(bar).opacity).toBe('0');
    await waitFor(() => expect(getComputedStyle(bar).opacity).toBe('1'));
  },
};

export const Idle: Story = {
  parameters: notSnapshotted('Draws nothing by design: no page is loading.'),
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
