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
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons the route table's navigation entries may name. By name, not component, so the table stays plain data
 * for the entry chunk; a name not listed here fails the typecheck.
 */
export const navIcons = {
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
} satisfies Record<string, LucideIcon>;

export type NavIcon = keyof typeof navIcons;
