import type { NavSection } from '@deals/ui';
import {
  BadgePercent,
  Building2,
  FolderTree,
  GalleryHorizontal,
  GalleryHorizontalEnd,
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

/** The sidebar: one entry per list screen of spec §2. */
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
    items: [
      { label: 'Sales', href: '/sales', icon: <BadgePercent size={18} /> },
      { label: 'Banner carousels', href: '/carousel/banner-carousel', icon: <GalleryHorizontal size={18} /> },
      { label: 'Product carousels', href: '/carousel/product-carousel', icon: <GalleryHorizontalEnd size={18} /> },
      { label: 'Featured menus', href: '/featured-menu', icon: <ListOrdered size={18} /> },
      { label: 'Page layouts', href: '/page-layout', icon: <PanelsTopLeft size={18} /> },
      { label: 'Blog', href: '/blog', icon: <Newspaper size={18} /> },
    ],
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
