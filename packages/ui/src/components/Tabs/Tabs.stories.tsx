import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Layout/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Product sections',
    items: [
      { id: 'details', label: 'Details', content: 'Title, prices and deal URL.' },
      { id: 'seo', label: 'SEO', content: 'Search title, description and keywords.' },
      { id: 'history', label: 'History', content: 'Changes are not tracked yet.', isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Search title, description and keywords.');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-disabled', 'true');
  },
};
