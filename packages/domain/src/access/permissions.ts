/**
 * The team's permission table: one definition, read by the API's permission guard (every resolver) and by the UI
 * (`can(action, resource)` hides or disables what a role may not do). Pure data and functions, so the API and
 * admin-core both import it from `@deals/domain/access` (admin-core re-exports it as `@deals/admin-core/access`).
 */

export const ROLES = ['ADMIN', 'EDITOR', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'run'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'dashboard',
  'users',
  'products',
  'brands',
  'stores',
  'categories',
  'sales',
  'organizations',
  'bannerCarousels',
  'productCarousels',
  'featuredMenus',
  'pageLayouts',
  'blogPosts',
  'media',
  'jobs',
  /** Everyone's changes across every record (issue 15): admins only. */
  'activity',
] as const;
export type Resource = (typeof RESOURCES)[number];

const EVERYTHING: readonly Action[] = ['read', 'create', 'update', 'delete'];
const READ: readonly Action[] = ['read'];

/** Resources editors run day to day: the catalogue, merchandising, content and media — all but these three. */
const NOT_EDITORIAL: readonly Resource[] = ['dashboard', 'users', 'jobs', 'activity'];
const EDITORIAL: readonly Resource[] = RESOURCES.filter((resource) => !NOT_EDITORIAL.includes(resource));

function table(entries: (resource: Resource) => readonly Action[]): Record<Resource, readonly Action[]> {
  return Object.fromEntries(RESOURCES.map((resource) => [resource, entries(resource)])) as Record<
    Resource,
    readonly Action[]
  >;
}

/**
 * Who may do what. The README's permission table is this object written out; a test compares the two, and the API
 * test walks every operation as each role against it.
 * - ADMIN: everything, including people and the job schedule.
 * - EDITOR: the catalogue, merchandising, content and media in full; reads the team list; reads jobs and runs them now.
 * - VIEWER: reads everything but the team list; changes nothing.
 * Rules that a table cannot say (nobody changes their own role, an editor never touches an admin, the last active
 * admin stays) live in the API's user rules.
 */
export const PERMISSIONS: Readonly<Record<Role, Readonly<Record<Resource, readonly Action[]>>>> = {
  ADMIN: table((resource) =>
    resource === 'jobs'
      ? [...EVERYTHING, 'run']
      : resource === 'dashboard' || resource === 'activity'
        ? READ
        : EVERYTHING,
  ),
  EDITOR: table((resource) =>
    EDITORIAL.includes(resource)
      ? EVERYTHING
      : resource === 'jobs'
        ? ['read', 'run']
        : resource === 'activity'
          ? []
          : READ,
  ),
  VIEWER: table((resource) => (resource === 'users' || resource === 'activity' ? [] : READ)),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** May this role do this action on this resource? Unknown roles may do nothing. */
export function roleCan(role: Role | null | undefined, action: Action, resource: Resource): boolean {
  if (!role || !isRole(role)) return false;
  return PERMISSIONS[role][resource].includes(action);
}

/** The reason shown on hover or focus next to a control the role may not use. */
export function deniedReason(role: Role | null | undefined, action: Action, resource: Resource): string | null {
  if (roleCan(role, action, resource)) return null;
  const who = role ? `${role.charAt(0)}${role.slice(1).toLowerCase()}s` : 'Signed-out people';
  return `${who} can't ${action === 'read' ? 'open' : action} ${RESOURCE_LABELS[resource]}.`;
}

export const RESOURCE_LABELS: Readonly<Record<Resource, string>> = {
  dashboard: 'the dashboard',
  users: 'users',
  products: 'products',
  brands: 'brands',
  stores: 'stores',
  categories: 'categories',
  sales: 'sales',
  organizations: 'organizations',
  bannerCarousels: 'banner carousels',
  productCarousels: 'product carousels',
  featuredMenus: 'featured menus',
  pageLayouts: 'page layouts',
  blogPosts: 'blog posts',
  media: 'media',
  jobs: 'jobs',
  activity: 'the activity log',
};
