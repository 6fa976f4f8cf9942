import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LogViewer } from './LogViewer';

const meta = {
  title: 'Data/LogViewer',
  component: LogViewer,
  args: {
    label: 'Log of run 42',
    log: 'Started CATALOGUE_HEALTH_REPORT at 2026-11-22T06:00:00.000Z.\nProducts without images: 12\nActive deals of inactive brands: 3\nFailed: Active deals point at inactive brands.',
  },
} satisfies Meta<typeof LogViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedRun: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Log of run 42' });
    await expect(log).toHaveTextContent('Products without images: 12');
    await expect(canvas.getByText('Failed: Active deals point at inactive brands.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { log: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(no output)')).toBeVisible();
  },
};
