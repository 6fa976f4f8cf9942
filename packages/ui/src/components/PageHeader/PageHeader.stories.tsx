import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Brands',
    subtitle: '40 brands, 36 active',
    breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Catalogue', href: '/products' }, { label: 'Brands' }],
    actions: <Button icon={<Plus />}>New brand</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Brands', { selector: '[data-current]' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'New brand' })).toBeVisible();
  },
};
