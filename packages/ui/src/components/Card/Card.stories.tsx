import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stat } from './Card';

const meta = { title: 'Data/Card', component: Card } satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStat: Story = {
  args: {
    title: 'Products',
    'aria-label': 'Products',
    children: <Stat label="Active deals" value="1,586" detail="414 inactive" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Products' })).toBeVisible();
    await expect(canvas.getByText('1,586')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Deals expiring within the next seven days across every store and category',
    children: 'Nothing is expiring soon.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
  },
};
