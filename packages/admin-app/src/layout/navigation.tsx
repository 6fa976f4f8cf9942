import type { NavSection } from '@deals/ui';
import { LayoutDashboard } from 'lucide-react';

/** The sidebar: one entry per screen that exists (spec §2 routes); entries are added as their screens land. */
export const navigation: NavSection[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', href: '/', icon: <LayoutDashboard size={18} /> }] },
];
