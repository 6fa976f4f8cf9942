import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepList } from './StepList';

const meta = {
  title: 'Navigation/StepList',
  component: StepList,
  args: { 'aria-label': 'Import steps', steps: ['File', 'Columns', 'Dry run', 'Apply', 'Report'], current: 2 },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Midway: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Import steps' });
    await expect(list.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByText('Dry run').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('File').closest('li')).toHaveAttribute('data-state', 'done');
    await expect(canvas.getByText('Report').closest('li')).not.toHaveAttribute('aria-current');
  },
};
