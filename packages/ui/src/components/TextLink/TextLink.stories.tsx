import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  args: { href: '#inactive', children: '12 inactive' },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  render: (args) => (
    <p>
      340 brands, <TextLink {...args} /> of them hidden from shoppers.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '12 inactive' });
    await expect(link).toHaveAttribute('href', '#inactive');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
