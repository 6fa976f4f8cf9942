import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/seed';
import { startTestApi, type GraphQLResponse, type TestApi } from '../testing/testApi';

/** One editable record type: how to create one, and how to update it naming the version it loaded. */
interface VersionedCase {
  type: string;
  create: string;
  createInputType: string;
  update: string;
  updateInputType: string;
  /** Sales are addressed by slug. */
  key: 'id' | 'slug';
  labelField: 'title' | 'name';
  input: (label: string) => Record<string, unknown>;
  /** The update input when it differs from the create input (users take no password on update). */
  updateInput?: (label: string) => Record<string, unknown>;
}

const slide = { imageUrl: 'https://img.example/s.png', linkUrl: 'https://shop.example/s', altText: 'Slide' };
let someProductId = '';

const cases: VersionedCase[] = [
  titled('BRAND', 'Brand'),
  titled('STORE', 'Store'),
  titled('CATEGORY', 'Category'),
  {
    ...titled('PRODUCT', 'Product'),
    input: (title) => ({ title, price: 10, currency: 'EUR', dealUrl: 'https://shop.example/p' }),
  },
  {
    ...titled('ORGANIZATION', 'Organization'),
    labelField: 'name',
    input: (name) => ({ name, slug: 'versioned-organization' }),
  },
  {
    ...titled('BANNER_CAROUSEL', 'BannerCarousel'),
    input: (title) => ({ title, placement: 'HOME_HERO', slides: [slide] }),
  },
  {
    ...titled('PRODUCT_CAROUSEL', 'ProductCarousel'),
    input: (title) => ({ title, placement: 'SIDEBAR', productIds: [someProductId] }),
  },
  {
    ...titled('FEATURED_MENU', 'FeaturedMenu'),
    input: (title) => ({ title, items: [{ label: 'Deals', url: 'https://shop.example/deals' }] }),
  },
  { ...titled('BLOG_POST', 'BlogPost'), input: (title) => ({ title, status: 'DRAFT' }) },
  {
    type: 'SALE',
    create: 'createSale',
    createInputType: 'CreateSaleInput',
    update: 'updateSale',
    updateInputType: 'UpdateSaleInput',
    key: 'slug',
    labelField: 'title',
    input: (title) => ({
      slug: 'versioned-sale',
      title,
      startsAt: '2030-01-01T00:00:00.000Z',
      endsAt: '2030-02-01T00:00:00.000Z',
    }),
    updateInput: (title) => ({ title, startsAt: '2030-01-01T00:00:00.000Z', endsAt: '2030-02-01T00:00:00.000Z' }),
  },
  {
    type: 'USER',
    create: 'createUser',
    createInputType: 'CreateUserInput',
    update: 'updateUser',
    updateInputType: 'UpdateUserInput',
    key: 'id',
    labelField: 'name',
    input: (name) => ({ name, email: 'versioned@example.com', password: 'a long Passphrase 42!', role: 'EDITOR' }),
    updateInput: (name) => ({ name }),
  },
];

function titled(type: string, typeName: string): VersionedCase {
  return {
    type,
    create: `create${typeName}`,
    createInputType: `${typeName}Input`,
    update: `update${typeName}`,
    updateInputType: `${typeName}Input`,
    key: 'id',
    labelField: 'title',
    input: (title) => ({ title }),
  };
}

type Conflict = {
  message: string;
  extensions: { code: string; current: Record<string, unknown> & { version: number; updatedBy: { name: string } } };
};

describe('no lost updates', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const products = await api.asAdmin<{ findProducts: { items: { id: string }[] } }>(
      `{ findProducts(limit: 1) { items { id } } }`,
    );
    someProductId = products.findProducts.items[0]!.id;
  });
  afterAll(() => api.close());

  async function createRecord(testCase: VersionedCase, label: string) {
    const { create, createInputType, key, labelField } = testCase;
    const data = await api.asAdmin<Record<string, { id: string; slug?: string; version: number }>>(
      `mutation Create($input: ${createInputType}!) { ${create}(input: $input) { id ${key === 'slug' ? 'slug' : ''} version ${labelField} } }`,
      { input: testCase.input(label) },
    );
    const created = data[create]!;
    return { key: key === 'slug' ? created.slug! : created.id, version: created.version };
  }

  function update(testCase: VersionedCase, key: string, label: string, expectedVersion?: number) {
    const { update: field, updateInputType, labelField } = testCase;
    const keyArg = testCase.key === 'slug' ? 'slug: String!' : 'id: ID!';
    const input = (testCase.updateInput ?? testCase.input)(label);
    return api.request<Record<string, { version: number; updatedBy: { name: string } | null }>>(
      `mutation Update($key: ${keyArg.split(':')[1]}, $input: ${updateInputType}!, $expectedVersion: Int) {
         ${field}(${testCase.key}: $key, input: $input, expectedVersion: $expectedVersion) {
           version updatedAt updatedBy { id name } ${labelField} } }`,
      { key, input, expectedVersion },
      api.adminToken,
    );
  }

  it.each(cases)('refuses a stale update of a $type with CONFLICT and the record as it is now', async (testCase) => {
    const { key, version } = await createRecord(testCase, `${testCase.type} original`);
    expect(version).toBe(1);

    const first = await update(testCase, key, `${testCase.type} first editor`, version);
    expect(first.errors).toBeUndefined();
    expect(first.data![testCase.update]).toMatchObject({ version: 2, updatedBy: { name: DEMO_ADMIN.name } });

    const stale = await update(testCase, key, `${testCase.type} second editor`, version);
    const error = stale.errors?.[0] as Conflict | undefined;
    expect(error?.extensions.code).toBe('CONFLICT');
    expect(error?.message).toMatch(/changed by Ada Admin since you loaded it/);
    expect(error?.extensions.current).toMatchObject({
      version: 2,
      [testCase.labelField]: `${testCase.type} first editor`,
      updatedBy: { name: DEMO_ADMIN.name },
    });
    expect(typeof error?.extensions.current.updatedAt).toBe('string');

    // The refused write changed nothing; without a version the last write still wins, as before versions.
    const blind = await update(testCase, key, `${testCase.type} no version`);
    expect(blind.errors).toBeUndefined();
    expect(blind.data![testCase.update]).toMatchObject({
      version: 3,
      [testCase.labelField]: `${testCase.type} no version`,
    });
  });

  it('answers NOT_FOUND, not CONFLICT, for a record that does not exist', async () => {
    const result = await update(cases[0]!, '999999', 'Nobody', 1);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Brand 999999 was not found.');
  });

  it('lets exactly one of two concurrent updates with the same expected version win', async () => {
    const brand = cases[0]!;
    const { key } = await createRecord(brand, 'Raced brand');
    const results: GraphQLResponse[] = await Promise.all([
      update(brand, key, 'Racer A', 1),
      update(brand, key, 'Racer B', 1),
    ]);
    const won = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const winner = (won[0]!.data as Record<string, { title: string }>).updateBrand!.title;
    const now = await api.asAdmin<{ findBrandById: { title: string; version: number } }>(
      `query($id: ID!) { findBrandById(id: $id) { title version } }`,
      { id: key },
    );
    expect(now.findBrandById).toEqual({ title: winner, version: 2 });
  });

  it('applies a product bulk edit to the rows still at their version and reports the others', async () => {
    const { findProducts } = await api.asAdmin<{
      findProducts: { items: { id: string; version: number; active: boolean }[] };
    }>(`{ findProducts(limit: 3, sort: { field: TITLE, order: ASC }) { items { id version active } } }`);
    const [changedMeanwhile, untouched, unversioned] = findProducts.items;
    await api.asAdmin(
      `mutation($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, input: { featured: true }) { affected } }`,
      {
        ids: [changedMeanwhile!.id],
      },
    );
    const { bulkUpdateProducts } = await api.asAdmin<{
      bulkUpdateProducts: { affected: number; message: string; conflicts: { id: string; version: number }[] };
    }>(
      `mutation($ids: [ID!]!, $versions: [RowVersionInput!]) {
         bulkUpdateProducts(ids: $ids, input: { active: false }, expectedVersions: $versions) {
           affected message conflicts { id version updatedAt updatedBy { name } } } }`,
      {
        ids: findProducts.items.map((product) => product.id),
        versions: [changedMeanwhile, untouched].map((product) => ({ id: product!.id, version: product!.version })),
      },
    );
    expect(bulkUpdateProducts.affected).toBe(2);
    expect(bulkUpdateProducts.conflicts).toEqual([
      expect.objectContaining({ id: changedMeanwhile!.id, version: changedMeanwhile!.version + 1 }),
    ]);
    expect(bulkUpdateProducts.message).toMatch(/1 changed since they were loaded/);
    const after = await api.asAdmin<{ findProducts: { items: { id: string; active: boolean; version: number }[] } }>(
      `query($ids: [ID!]) { findProducts(filter: { ids: $ids }) { items { id active version } } }`,
      { ids: findProducts.items.map((product) => product.id) },
    );
    const byId = new Map(after.findProducts.items.map((product) => [product.id, product]));
    expect(byId.get(changedMeanwhile!.id)).toMatchObject({
      active: changedMeanwhile!.active,
      version: changedMeanwhile!.version + 1,
    });
    expect(byId.get(untouched!.id)).toMatchObject({ active: false, version: untouched!.version + 1 });
    expect(byId.get(unversioned!.id)).toMatchObject({ active: false, version: unversioned!.version + 1 });
  });

  it('moves only the categories still at their version', async () => {
    const created = await Promise.all(
      ['Move A', 'Move B', 'Target'].map((title) =>
        api.asAdmin<{ createCategory: { id: string; version: number } }>(
          `mutation($title: String!) { createCategory(input: { title: $title }) { id version } }`,
          { title },
        ),
      ),
    );
    const [a, b, target] = created.map((each) => each.createCategory);
    await api.asAdmin(`mutation($id: ID!) { updateCategory(id: $id, input: { title: "Move B renamed" }) { id } }`, {
      id: b!.id,
    });
    const { moveCategories } = await api.asAdmin<{
      moveCategories: { moved: { id: string }[]; conflicts: { id: string; version: number }[] };
    }>(
      `mutation($ids: [ID!]!, $parent: ID, $versions: [RowVersionInput!]) {
         moveCategories(id: $ids, parentId: $parent, expectedVersions: $versions) { moved { id } conflicts { id version } } }`,
      { ids: [a!.id, b!.id], parent: target!.id, versions: [a, b].map((each) => ({ id: each!.id, version: 1 })) },
    );
    expect(moveCategories.moved.map((each) => each.id)).toEqual([a!.id]);
    expect(moveCategories.conflicts).toEqual([{ id: b!.id, version: 2 }]);
  });
});
