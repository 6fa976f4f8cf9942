import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'brands', label: 'Brands', href: '#brands' },
      { id: 'lumio', label: 'Lumio' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page header's trail: links up the tree, the last crumb the current page (not a link). */
export const PageTrail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '#brands');
    await expect(canvas.getByText('Lumio')).toHaveAttribute('aria-current', 'page');
  },
};

const openFolder = fn();

/** The media library's folders: each crumb acts (onAction) instead of linking. */
export const FolderTrail: Story = {
  args: {
    'aria-label': 'Folders',
    onAction: openFolder,
    items: [
      { id: '/', label: 'All files' },
      { id: '/products', label: 'products' },
      { id: '/products/tv', label: 'tv' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'products' }));
    await expect(openFolder).toHaveBeenCalledWith('/products');
  },
};

/** A deep trail wraps onto a second line instead of pushing the page wider (a phone's header). */
export const LongTrail: Story = {
  args: {
    items: [
      { id: 'c', label: 'Categories', href: '#categories' },
      { id: 'h', label: 'Home and garden', href: '#home' },
      { id: 'k', label: 'Kitchen appliances', href: '#kitchen' },
      { id: 'm', label: 'Coffee machines and grinders' },
    ],
  },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(trail.scrollWidth).toBeLessThanOrEqual(trail.clientWidth + 1);
  },
};
