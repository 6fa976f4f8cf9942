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
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const onSignOut = fn();

function Demo({ initiallyCollapsed = false }: { initiallyCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  // Links move within the story (as the app's router does) instead of leaving the story's page.
  const [path, setPath] = useState('/brands/12/edit');
  return (
    <RouterProvider navigate={setPath}>
      <AppShell
        navigation={navigation}
        currentPath={path}
        user={{ name: 'Ada Admin', email: 'admin@example.com' }}
        onSignOut={onSignOut}
        colorScheme={scheme}
        onToggleColorScheme={() => setScheme(scheme === 'light' ? 'dark' : 'light')}
        sidebarCollapsed={collapsed}
        onSidebarCollapsedChange={setCollapsed}
      >
        <PageHeader title="Edit brand" breadcrumbs={[{ label: 'Brands', href: '/brands' }, { label: 'Lumio' }]} />
        <p>Current page: {path}</p>
      </AppShell>
    </RouterProvider>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };

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

/** Collapsed: every icon sits inside the 64 px strip, each link keeps its name and shows it as a tooltip. */
export const CollapsedShowsIconsWithTooltips: Story = {
  args: { initiallyCollapsed: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const strip = nav.getBoundingClientRect();
    await expect(strip.width).toBe(64);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      navigation.flatMap((section) => section.items.map((item) => item.label)),
    );
    for (const link of links) {
      const icon = link.querySelector('svg')!.getBoundingClientRect();
      await expect(icon.width).toBeGreaterThan(0);
      await expect(icon.left).toBeGreaterThanOrEqual(strip.left);
      await expect(icon.right).toBeLessThanOrEqual(strip.right);
    }
    // A mouse moving over the page first, as a real one does (react-aria opens tooltips on mouse hover, not on focus
    // moved by a script). The tooltips' code loads when the sidebar collapses and then wraps the links: a pointer
    // that was already on one moves again, as a person's does.
    const sales = () => within(nav).getByRole('link', { name: 'Sales' });
    await waitFor(
      async () => {
        await userEvent.hover(canvas.getByRole('main'));
        await userEvent.hover(sales());
        await expect(await body.findByRole('tooltip', undefined, { timeout: 3000 })).toHaveTextContent('Sales');
      },
      { timeout: 30_000 },
    );
    await userEvent.unhover(sales());
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Keyboard focus shows it at once.
    within(nav).getByRole('link', { name: 'Blog' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Blog');
  },
};

/** The first Tab stop skips the top bar and the sidebar: Enter puts focus on the page itself. */
export const SkipLinkMovesFocusToTheContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(60);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Phone: the sidebar gives way to a drawer from the top bar; following a link closes it. */
export const PhoneDrawer: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('button', { name: 'Ada Admin' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const reopened = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(reopened).getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(reopened).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await expect(canvas.getByText('Current page: /products')).toBeVisible();
  },
};

/** The open drawer, as a person sees it on a phone. */
export const PhoneDrawerOpen: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(15);
  },
};

/**
 * The menu's code loads when its trigger is first pointed at, focused or pressed: Enter on the trigger opens it with
 * the first item focused, and Escape gives the focus back to the trigger.
 */
export const UserMenuFromTheKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Ada Admin' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // react-aria gives the focus back a frame after the menu has gone.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ada Admin' })).toHaveFocus());
  },
};

export const UserMenuLogsOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Admin' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalled();
  },
};

export const ThemeToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};
