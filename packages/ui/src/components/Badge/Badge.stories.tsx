import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones, StatusPill } from './Badge';

const meta = { title: 'Data/Badge', component: Badge, args: { children: 'Draft' } } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

export const ActiveAndInactive: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusPill active />
      <StatusPill active={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};
