import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, ErrorState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  args: {
    title: 'No brands match "zzz"',
    description: 'Try another search, or clear the filters.',
    actions: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No brands match "zzz"')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

const retry = fn();
export const LoadFailed: Story = {
  args: { title: '' },
  render: () => <ErrorState message="The server did not answer. Check your connection." onRetry={retry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** A whole page that is empty (the 404): its title is the page's h1, so the page has a heading to land on. */
export const AsPageHeading: Story = {
  args: {
    title: 'Page not found',
    description: 'The address may be mistyped, or the page has moved.',
    headingLevel: 1,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading.tagName).toBe('H1');
  },
};
