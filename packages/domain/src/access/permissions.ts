/**
 * The team's permission table: one definition, read by the API's permission guard (every resolver) and by the UI
 * (`can(action, resource)` hides or disables what a role may not do). Pure data and functions, so the API and
 * admin-core both import it from `@deals/domain/access` (admin-core re-exports it as `@deals/admin-core/access`).
 */

export const ROLES = ['ADMIN', 'EDITOR', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

/** `import`: bring a CSV feed in (and undo one's own imports); `export`: download a list as CSV. */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'run', 'import', 'export'] as const;
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
  /** Feed imports: `update` cancels or undoes anyone's (an importer always may their own). */
  'imports',
] as const;
export type Resource = (typeof RESOURCES)[number];

const EVERYTHING: readonly Action[] = ['read', 'create', 'update', 'delete'];
const READ: readonly Action[] = ['read'];

/** Resources editors run day to day: the catalogue, merchandising, content and media — all but these. */
const NOT_EDITORIAL: readonly Resource[] = ['dashboard', 'users', 'jobs', 'activity', 'imports'];
const EDITORIAL: readonly Resource[] = RESOURCES.filter((resource) => !NOT_EDITORIAL.includes(resource));
/** Lists a CSV feed can create and update (the import wizard, undo). */
export const IMPORTABLE: readonly Resource[] = ['products', 'brands', 'stores', 'categories'];
/** Lists whoever reads them may download as CSV (the import's columns where there is an import). */
export const EXPORTABLE: readonly Resource[] = [...IMPORTABLE, 'sales', 'organizations', 'blogPosts'];

/** What a role that reads (and, with `edits`, changes) a resource may do with its feeds. */
const feedActions = (resource: Resource, edits: boolean): Action[] => [
  ...(edits && IMPORTABLE.includes(resource) ? (['import'] as const) : []),
  ...(EXPORTABLE.includes(resource) ? (['export'] as const) : []),
];

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
 * - VIEWER: reads everything but the team list; changes nothing; downloads lists as CSV.
 * Feeds: admins and editors import products, brands, stores and categories and undo their own imports; admins
 * cancel and undo anyone's (`update` on `imports`).
 * Rules that a table cannot say (nobody changes their own role, an editor never touches an admin, the last active
 * admin stays) live in the API's user rules.
 */
export const PERMISSIONS: Readonly<Record<Role, Readonly<Record<Resource, readonly Action[]>>>> = {
  ADMIN: table((resource) =>
    resource === 'jobs'
      ? [...EVERYTHING, 'run']
      : resource === 'dashboard' || resource === 'activity'
        ? READ
        : resource === 'imports'
          ? ['read', 'update']
          : [...EVERYTHING, ...feedActions(resource, true)],
  ),
  EDITOR: table((resource) =>
    EDITORIAL.includes(resource)
      ? [...EVERYTHING, ...feedActions(resource, true)]
      : resource === 'jobs'
        ? ['read', 'run']
        : resource === 'activity'
          ? []
          : READ,
  ),
  VIEWER: table((resource) =>
    resource === 'users' || resource === 'activity' ? [] : [...READ, ...feedActions(resource, false)],
  ),
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
  imports: 'imports',
};
