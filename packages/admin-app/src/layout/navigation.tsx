import type { NavSection } from '@deals/ui';
import {
  BadgePercent,
  Building2,
  FolderTree,
  Images,
  LayoutDashboard,
  Package,
  Store,
  Tags,
  Timer,
  Users,
} from 'lucide-react';

/** The sidebar: one entry per screen that exists (spec §2 routes); entries are added as their screens land. */
export const navigation: NavSection[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', href: '/', icon: <LayoutDashboard size={18} /> }] },
  {
    label: 'Catalogue',
    items: [
      { label: 'Products', href: '/products', icon: <Package size={18} /> },
      { label: 'Brands', href: '/brands', icon: <Tags size={18} /> },
      { label: 'Categories', href: '/categories', icon: <FolderTree size={18} /> },
      { label: 'Stores', href: '/stores', icon: <Store size={18} /> },
      { label: 'Media library', href: '/media-library', icon: <Images size={18} /> },
    ],
  },
  {
    label: 'Merchandising',
    items: [{ label: 'Sales', href: '/sales', icon: <BadgePercent size={18} /> }],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Users', href: '/users', icon: <Users size={18} /> },
      { label: 'Organizations', href: '/organizations', icon: <Building2 size={18} /> },
      { label: 'Job scheduler', href: '/jobscheduler', icon: <Timer size={18} /> },
    ],
  },
];
