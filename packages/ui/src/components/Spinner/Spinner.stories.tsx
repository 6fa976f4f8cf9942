import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Spinner } from './Spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own, named: a screen reader hears what is loading. */
export const Labelled: Story = {
  args: { label: 'Loading more brands' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading more brands' })).toBeVisible();
  },
};

/** Inside a control that already says it is busy (a pending button): decorative, hidden from screen readers. */
export const InsideAButton: Story = {
  render: () => <Button isPending>Save changes</Button>,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** It takes the size and colour of the text around it. */
export const FollowsTheText: Story = {
  render: () => (
    <p style={{ fontSize: 24 }}>
      <Spinner label="Loading" /> Loading
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar').getBoundingClientRect().height).toBe(24);
  },
};
