import type { NavSection } from '@deals/ui';
import { LayoutDashboard, Tags } from 'lucide-react';

/** The sidebar: one entry per screen that exists (spec §2 routes); entries are added as their screens land. */
export const navigation: NavSection[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', href: '/', icon: <LayoutDashboard size={18} /> }] },
  { label: 'Catalogue', items: [{ label: 'Brands', href: '/brands', icon: <Tags size={18} /> }] },
];
