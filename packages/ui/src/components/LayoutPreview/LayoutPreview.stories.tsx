import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutPreview } from './LayoutPreview';

const meta = {
  title: 'Data/LayoutPreview',
  component: LayoutPreview,
  args: {
    label: 'Page preview',
    pageName: 'Home page',
    blocks: [
      { id: '1', kind: 'banner', kindLabel: 'Banner carousel', title: 'Black Friday hero' },
      { id: '2', kind: 'menu', kindLabel: 'Featured menu', title: 'Top categories' },
      { id: '3', kind: 'products', kindLabel: 'Product carousel', title: 'Trending deals' },
      { id: '4', kind: 'sales', kindLabel: 'Sale', title: 'Spring Clean Sale' },
    ],
  },
} satisfies Meta<typeof LayoutPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Page preview' });
    const sections = within(preview).getAllByRole('listitem');
    // The decorative header strip is hidden from assistive technology; the sections read in page order.
    await expect(sections).toHaveLength(4);
    await expect(sections[0]).toHaveTextContent('Banner carouselBlack Friday hero');
    await expect(sections[3]).toHaveTextContent('SaleSpring Clean Sale');
  },
};

export const DeletedTarget: Story = {
  args: {
    blocks: [{ id: '1', kind: 'products', kindLabel: 'Product carousel', title: null }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deleted — pick another')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { blocks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add sections to see the page take shape.')).toBeVisible();
  },
};
