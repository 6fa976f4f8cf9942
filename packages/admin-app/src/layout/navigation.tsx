import type { Access, Resource } from '@deals/admin-core';
import type { NavSection } from '@deals/ui';
import { guardedScreens } from '../routeTable';
import { navGroups, type NavEntry } from '../routeTypes';
import { navIcons } from './navIcons';

/** The screens declared with a sidebar entry, with the resource a role must read to see it. */
const entries = guardedScreens.flatMap((route): { href: string; nav: NavEntry; resource: Resource }[] =>
  route.nav ? [{ href: `/${route.path}`, nav: route.nav, resource: route.access[1] }] : [],
);

/** The sidebar of spec §2, derived from the route table: its groups in order, each group's entries by their order. */
const sections = navGroups.map((group) => ({
  label: group,
  items: entries.filter((entry) => entry.nav.group === group).sort((a, b) => a.nav.order - b.nav.order),
}));

/**
 * The sidebar this person sees: screens their role may not open are left out, and so are emptied sections. Activity
 * needs the history capability, which a backend with only the spec's §7 operations does not have.
 */
export function navigationFor(access: Pick<Access, 'can'>, options: { history?: boolean } = {}): NavSection[] {
  return sections
    .map((section) => ({
      label: section.label,
      items: section.items
        .filter(({ nav, resource }) => access.can('read', resource) && (nav.requires !== 'history' || options.history))
        .map(({ href, nav }) => {
          const Icon = navIcons[nav.icon];
          return { label: nav.label, href, icon: <Icon size={18} /> };
        }),
    }))
    .filter((section) => section.items.length > 0);
}
