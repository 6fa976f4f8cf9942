import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Card title="Schedule">Every 15 minutes</Card>
        <Card title="Runs">17 runs</Card>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSections: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('heading');
    const gap =
      second!.closest('section')!.getBoundingClientRect().top -
      first!.closest('section')!.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};
