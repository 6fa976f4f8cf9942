import type { Access, Resource } from '@deals/admin-core';
import type { NavItem, NavSection } from '@deals/ui';
import {
  BadgePercent,
  Building2,
  FolderTree,
  GalleryHorizontal,
  GalleryHorizontalEnd,
  History,
  Images,
  LayoutDashboard,
  ListOrdered,
  Newspaper,
  Package,
  PanelsTopLeft,
  Store,
  Tags,
  Timer,
  Users,
} from 'lucide-react';

/** The sidebar: one entry per list screen of spec §2, with the resource its screen reads. */
const sections: { label: string; items: (NavItem & { resource: Resource })[] }[] = [
  {
    label: 'Overview',
    items: [{ label: 'Dashboard', href: '/', resource: 'dashboard', icon: <LayoutDashboard size={18} /> }],
  },
  {
    label: 'Catalogue',
    items: [
      { label: 'Products', href: '/products', resource: 'products', icon: <Package size={18} /> },
      { label: 'Brands', href: '/brands', resource: 'brands', icon: <Tags size={18} /> },
      { label: 'Categories', href: '/categories', resource: 'categories', icon: <FolderTree size={18} /> },
      { label: 'Stores', href: '/stores', resource: 'stores', icon: <Store size={18} /> },
      { label: 'Media library', href: '/media-library', resource: 'media', icon: <Images size={18} /> },
    ],
  },
  {
    label: 'Merchandising',
    items: [
      { label: 'Sales', href: '/sales', resource: 'sales', icon: <BadgePercent size={18} /> },
      {
        label: 'Banner carousels',
        href: '/carousel/banner-carousel',
        resource: 'bannerCarousels',
        icon: <GalleryHorizontal size={18} />,
      },
      {
        label: 'Product carousels',
        href: '/carousel/product-carousel',
        resource: 'productCarousels',
        icon: <GalleryHorizontalEnd size={18} />,
      },
      { label: 'Featured menus', href: '/featured-menu', resource: 'featuredMenus', icon: <ListOrdered size={18} /> },
      { label: 'Page layouts', href: '/page-layout', resource: 'pageLayouts', icon: <PanelsTopLeft size={18} /> },
      { label: 'Blog', href: '/blog', resource: 'blogPosts', icon: <Newspaper size={18} /> },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Users', href: '/users', resource: 'users', icon: <Users size={18} /> },
      { label: 'Organizations', href: '/organizations', resource: 'organizations', icon: <Building2 size={18} /> },
      { label: 'Job scheduler', href: '/jobscheduler', resource: 'jobs', icon: <Timer size={18} /> },
      { label: 'Activity', href: '/activity', resource: 'activity', icon: <History size={18} /> },
    ],
  },
];

/**
 * The sidebar this person sees: screens their role may not open are left out, and so are emptied sections. Activity
 * needs the history capability, which a backend with only the spec's §7 operations does not have.
 */
export function navigationFor(access: Pick<Access, 'can'>, options: { history?: boolean } = {}): NavSection[] {
  return sections
    .map((section) => ({
      label: section.label,
      items: section.items
        .filter((item) => access.can('read', item.resource) && (item.resource !== 'activity' || options.history))
        .map(({ resource: _resource, ...item }) => item),
    }))
    .filter((section) => section.items.length > 0);
}
