import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 4, label: 'Loading brands' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading brands' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(4);
  },
};
