import { getNamedType, isNonNullType, type GraphQLField } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { codes, post } from './support/client';
import { attackContext } from './support/context';
import { createFixtures, snapshot, validInputs, type Fixtures } from './support/fixtures';
import { mutationFields } from './support/schemaWalk';
import { createStaff, signInAs, type Person, type Role } from './support/staff';

const { origin } = attackContext();

type Action = 'create' | 'update' | 'delete' | 'run';
const ENTITY_RESOURCES: Record<string, string> = {
  User: 'users',
  Brand: 'brands',
  Store: 'stores',
  Category: 'categories',
  Product: 'products',
  Sale: 'sales',
  Organization: 'organizations',
  BannerCarousel: 'bannerCarousels',
  ProductCarousel: 'productCarousels',
  FeaturedMenu: 'featuredMenus',
  PageLayout: 'pageLayouts',
  BlogPost: 'blogPosts',
  Job: 'jobs',
};
const SPECIAL: Record<string, [string, Action] | 'public' | 'self'> = {
  login: 'public',
  refreshTokens: 'public',
  logout: 'public',
  updateProfile: 'self',
  changePassword: 'self',
  moveCategories: ['categories', 'update'],
  bulkUpdateProducts: ['products', 'update'],
  bulkDeleteProducts: ['products', 'delete'],
  activatePageLayout: ['pageLayouts', 'update'],
  pauseJob: ['jobs', 'update'],
  resumeJob: ['jobs', 'update'],
  runJobNow: ['jobs', 'run'],
  restoreRecordVersion: ['brands', 'update'],
  bulkDeleteMediaFiles: ['media', 'delete'],
  // Tried on the administrator's import: only its uploader or an admin (`update` on imports) may touch it.
  checkFeedImport: ['imports', 'update'],
  applyFeedImport: ['imports', 'update'],
  cancelFeedImport: ['imports', 'update'],
  undoFeedImport: ['imports', 'update'],
  discardFeedImport: ['imports', 'update'],
  // Every role may export (README "Permissions"); feeds.test.ts attacks the link itself.
  feedDownloadLink: 'self',
};

/** README "Permissions": what each role may do beyond reading. */
function allowed(role: Role, resource: string, action: Action): boolean {
  if (role === 'ADMIN') return true;
  if (role === 'VIEWER') return false;
  if (resource === 'users' || resource === 'imports') return false;
  if (resource === 'jobs') return action === 'run';
  return true;
}

/** The permission a mutation needs, read from its name as the README's table names them. */
function permissionOf(name: string): [string, Action] | 'public' | 'self' | undefined {
  if (name in SPECIAL) return SPECIAL[name];
  const match = /^(create|update|delete)([A-Z]\w*)$/.exec(name);
  const resource = match && ENTITY_RESOURCES[match[2]!];
  return match && resource ? [resource, match[1] as Action] : undefined;
}

function argumentsFor(field: GraphQLField<unknown, unknown>, fixtures: Fixtures, self: Person) {
  const entity = /^(?:create|update|delete)([A-Z]\w*)$/.exec(field.name)?.[1] ?? '';
  const ids: Record<string, string> = {
    User: fixtures.userId,
    Brand: fixtures.brandId,
    Store: fixtures.storeId,
    Category: fixtures.categoryId,
    Product: fixtures.productId,
    Organization: fixtures.organizationId,
    BannerCarousel: fixtures.bannerId,
    ProductCarousel: fixtures.productCarouselId,
    FeaturedMenu: fixtures.menuId,
    PageLayout: fixtures.layoutId,
    BlogPost: fixtures.postId,
    Job: fixtures.jobId,
  };
  const inputs = validInputs('Changed by attacker', fixtures);
  const special: Record<string, Record<string, unknown>> = {
    moveCategories: { id: [fixtures.childCategoryId], parentId: null },
    bulkUpdateProducts: { ids: [fixtures.productId], input: inputs.BulkProductInput },
    bulkDeleteProducts: { ids: [fixtures.productId] },
    activatePageLayout: { id: fixtures.layoutId },
    pauseJob: { id: fixtures.jobId },
    resumeJob: { id: fixtures.jobId },
    runJobNow: { id: fixtures.jobId },
    restoreRecordVersion: { historyEntryId: fixtures.brandUpdateEntryId, expectedVersion: fixtures.brandVersion },
    bulkDeleteMediaFiles: { fileIds: [fixtures.mediaFileId] },
    updateUser: { id: self.id, input: inputs.UpdateUserInput },
    checkFeedImport: { id: fixtures.importId, settings: { mapping: [{ column: 0, field: 'title' }] } },
    applyFeedImport: { id: fixtures.importId },
    cancelFeedImport: { id: fixtures.importId },
    undoFeedImport: { id: fixtures.importId },
    discardFeedImport: { id: fixtures.importId },
  };
  if (special[field.name]) return special[field.name];
  const values: Record<string, unknown> = {};
  for (const arg of field.args) {
    const type = getNamedType(arg.type).name;
    if (arg.name === 'id') values.id = ids[entity];
    else if (arg.name === 'slug') values.slug = fixtures.saleSlug;
    else if (inputs[type]) values[arg.name] = inputs[type];
    else if (isNonNullType(arg.type)) throw new Error(`No value for ${field.name}(${arg.name})`);
  }
  return values;
}

function documentFor(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const leaf = ['Boolean', 'String', 'Int', 'ID'].includes(getNamedType(field.type).name) ? '' : ' { __typename }';
  return `mutation${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${leaf} }`;
}

const mutations = mutationFields();

it('every mutation of the schema has a permission the attack knows', () => {
  expect(mutations.filter((field) => !permissionOf(field.name)).map((field) => field.name)).toEqual([]);
});

for (const role of ['VIEWER', 'EDITOR'] as const) {
  const forbidden = mutations.filter((field) => {
    const permission = permissionOf(field.name);
    return Array.isArray(permission) && !allowed(role, ...permission);
  });

  describe(`a ${role.toLowerCase()} tries every mutation the README's table denies them`, () => {
    let fixtures: Fixtures;
    let person: Person;
    let token: string;
    let before: unknown;

    beforeAll(async () => {
      [fixtures, person] = await Promise.all([createFixtures(), createStaff(role, `Role ${role}`)]);
      token = (await signInAs(person)).accessToken;
      before = await snapshot(fixtures);
    });

    it.each(forbidden.map((field) => [field.name, field] as const))('%s → PERMISSION_DENIED', async (_name, field) => {
      const answer = await post(origin, {
        query: documentFor(field),
        variables: argumentsFor(field, fixtures, person),
        token,
      });
      expect(codes(answer), JSON.stringify(answer.errors)).toEqual(['PERMISSION_DENIED']);
      // An import says whose it is (README "Permissions": its uploader or an admin); every other refusal is generic.
      expect(answer.errors?.[0]?.message).toBe(
        role === 'EDITOR' && permissionOf(field.name)?.[0] === 'imports'
          ? 'Only the person who uploaded this file, or an admin, can change this import.'
          : "You don't have permission to do that.",
      );
      expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
    });

    it('changed nothing: the administrator reads everything back as it was', async () => {
      expect(await snapshot(fixtures)).toEqual(before);
    });
  });
}

describe('reads the table denies', () => {
  it('a viewer reads no users and no user history; neither viewer nor editor reads the activity', async () => {
    const [viewer, editor] = await Promise.all([createStaff('VIEWER', 'Reader V'), createStaff('EDITOR', 'Reader E')]);
    const [viewerToken, editorToken] = await Promise.all([signInAs(viewer), signInAs(editor)]);
    const denied: [string, string][] = [
      [viewerToken.accessToken, '{ findUsers { count } }'],
      [viewerToken.accessToken, `{ findUserById(id: "${editor.id}") { email } }`],
      [viewerToken.accessToken, `{ recordHistory(recordType: USER, recordId: "${editor.id}") { count } }`],
      [viewerToken.accessToken, '{ activity { count } }'],
      [editorToken.accessToken, '{ activity { count } }'],
    ];
    for (const [token, query] of denied) {
      expect(codes(await post(origin, { query, token })), query).toEqual(['PERMISSION_DENIED']);
    }
  });
});
