import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Schedule', detail: 'Every 15 minutes' },
      { term: 'Status', detail: <Badge tone="success">Active</Badge> },
      { term: 'Last run', detail: '22 Nov 2026, 23:15 — succeeded in 0.4 s' },
      { term: 'Next run', detail: '22 Nov 2026, 23:30' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobDetails: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Schedule').tagName).toBe('DT');
    await expect(canvas.getByText('Every 15 minutes').tagName).toBe('DD');
  },
};
