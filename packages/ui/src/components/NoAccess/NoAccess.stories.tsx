import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../Button/LinkButton';
import { NoAccess } from './NoAccess';

const meta = {
  title: 'Feedback/NoAccess',
  component: NoAccess,
  args: {
    message: "Viewers can't open users. Ask an administrator if you need it.",
    actions: <LinkButton href="/">Go to the dashboard</LinkButton>,
  },
} satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible();
    await expect(canvas.getByText(/Viewers can't open users/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
};
