import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BriefcaseBusiness,
  Clock,
  FileText,
  GalleryHorizontal,
  Image,
  LayoutDashboard,
  LayoutTemplate,
  Menu as MenuIcon,
  Package,
  Percent,
  Shapes,
  Store,
  Tags,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader';
import { AppShell, type NavSection } from './AppShell';

const navigation: NavSection[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', href: '/', icon: <LayoutDashboard size={18} /> }] },
  {
    label: 'Catalogue',
    items: [
      { label: 'Products', href: '/products', icon: <Package size={18} /> },
      { label: 'Brands', href: '/brands', icon: <Tags size={18} /> },
      { label: 'Categories', href: '/categories', icon: <Shapes size={18} /> },
      { label: 'Stores', href: '/stores', icon: <Store size={18} /> },
    ],
  },
  {
    label: 'Merchandising',
    items: [
      { label: 'Sales', href: '/sales', icon: <Percent size={18} /> },
      { label: 'Banner carousels', href: '/carousel/banner-carousel', icon: <GalleryHorizontal size={18} /> },
      { label: 'Product carousels', href: '/carousel/product-carousel', icon: <GalleryHorizontal size={18} /> },
      { label: 'Featured menus', href: '/featured-menu', icon: <MenuIcon size={18} /> },
      { label: 'Page layouts', href: '/page-layout', icon: <LayoutTemplate size={18} /> },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Blog', href: '/blog', icon: <FileText size={18} /> },
      { label: 'Media library', href: '/media-library', icon: <Image size={18} /> },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Users', href: '/users', icon: <Users size={18} /> },
      { label: 'Organizations', href: '/organizations', icon: <BriefcaseBusiness size={18} /> },
      { label: 'Job scheduler', href: '/jobscheduler', icon: <Clock size={18} /> },
    ],
  },
];

const onLogout = fn();

function Demo({ initiallyCollapsed = false }: { initiallyCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  return (
    <AppShell
      navigation={navigation}
      currentPath="/brands/12/edit"
      user={{ name: 'Ada Admin', email: 'admin@example.com' }}
      onLogout={onLogout}
      colorScheme={scheme}
      onToggleColorScheme={() => setScheme(scheme === 'light' ? 'dark' : 'light')}
      sidebarCollapsed={collapsed}
      onSidebarCollapsedChange={setCollapsed}
    >
      <PageHeader title="Edit brand" breadcrumbs={[{ label: 'Brands', href: '/brands' }, { label: 'Lumio' }]} />
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Demo,
  parameters: { bare: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(15);
    await expect(within(nav).getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const CollapsesTheSidebar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().width).toBe(64);
    await expect(within(nav).getByRole('link', { name: 'Products' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(nav.getBoundingClientRect().width).toBe(248);
  },
};

export const UserMenuLogsOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Admin' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const ThemeToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};
