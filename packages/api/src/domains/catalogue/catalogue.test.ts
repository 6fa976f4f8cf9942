import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

const FIND_BRANDS = `query FindBrands($filter: BrandFilter, $sort: CatalogueSort, $search: String, $skip: Int, $limit: Int) {
  findBrands(filter: $filter, sort: $sort, search: $search, skip: $skip, limit: $limit) { count items { id title active } }
}`;

describe('brands and stores', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  type BrandList = { findBrands: { count: number; items: { id: string; title: string; active: boolean }[] } };

  it('pages through all 40 seeded brands in title order without overlap', async () => {
    const first = await api.asAdmin<BrandList>(FIND_BRANDS, { limit: 25 });
    const second = await api.asAdmin<BrandList>(FIND_BRANDS, { limit: 25, skip: 25 });
    expect(first.findBrands.count).toBe(40);
    expect(first.findBrands.items).toHaveLength(25);
    expect(second.findBrands.items).toHaveLength(15);
    const titles = [...first.findBrands.items, ...second.findBrands.items].map((brand) => brand.title);
    expect(new Set(titles).size).toBe(40);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('sorts descending by title', async () => {
    const { findBrands } = await api.asAdmin<BrandList>(FIND_BRANDS, {
      sort: { field: 'TITLE', order: 'DESC' },
      limit: 3,
    });
    expect(findBrands.items.map((brand) => brand.title)).toEqual(['Zephyr Labs', 'Wildmere', 'Velora']);
  });

  it('searches titles case-insensitively and counts only the matches', async () => {
    const { findBrands } = await api.asAdmin<BrandList>(FIND_BRANDS, { search: 'CREST' });
    expect(findBrands.items.map((brand) => brand.title).sort()).toEqual(['Crestwave', 'Goldcrest', 'Pinecrest']);
    expect(findBrands.count).toBe(3);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { findBrands } = await api.asAdmin<BrandList>(FIND_BRANDS, { search: '%' });
    expect(findBrands.count).toBe(0);
  });

  it('filters by active', async () => {
    const inactive = await api.asAdmin<BrandList>(FIND_BRANDS, { filter: { active: false } });
    expect(inactive.findBrands.count).toBe(4);
    expect(inactive.findBrands.items.every((brand) => !brand.active)).toBe(true);
  });

  it('refuses a page size over 100 with a message naming limit', async () => {
    const result = await api.request(FIND_BRANDS, { limit: 500 }, api.adminToken);
    expect(firstError(result)).toMatchObject({ message: 'limit must be between 1 and 100.', field: 'limit' });
  });

  it('creates, reads, updates and deletes a brand with its metadata', async () => {
    const created = await api.asAdmin<{ createBrand: { id: string; title: string; metadata: { keywords: string[] } } }>(
      `mutation { createBrand(input: { title: "  Acme Outdoor ", imageUrl: "https://img.example/acme.png",
        metadata: { title: "Acme", keywords: ["tents", "tents", " boots "] } }) { id title metadata { keywords } } }`,
    );
    expect(created.createBrand.title).toBe('Acme Outdoor');
    expect(created.createBrand.metadata.keywords).toEqual(['tents', 'boots']);
    const id = created.createBrand.id;
    await api.asAdmin(
      `mutation($id: ID!) { updateBrand(id: $id, input: { title: "Acme Outdoors", active: false }) { id } }`,
      { id },
    );
    const read = await api.asAdmin<{ findBrandById: { title: string; active: boolean; imageUrl: string | null } }>(
      `query($id: ID!) { findBrandById(id: $id) { title active imageUrl } }`,
      { id },
    );
    expect(read.findBrandById).toEqual({ title: 'Acme Outdoors', active: false, imageUrl: null });
    const deleted = await api.asAdmin<{ deleteBrand: { statusCode: number; message: string } }>(
      `mutation($id: ID!) { deleteBrand(id: $id) { statusCode message } }`,
      { id },
    );
    expect(deleted.deleteBrand).toEqual({ statusCode: 200, message: 'Brand deleted.' });
    const gone = await api.request(`query($id: ID!) { findBrandById(id: $id) { id } }`, { id }, api.adminToken);
    expect(firstError(gone).message).toBe(`Brand ${id} was not found.`);
  });

  it.each([
    ['an empty title', '{ title: "   " }', 'Title is required.', 'title'],
    [
      'an image that is not a web address',
      '{ title: "X", imageUrl: "ftp://x" }',
      'Image URL must be a web address starting with http:// or https://.',
      'imageUrl',
    ],
    [
      'an over-long SEO description',
      `{ title: "X", metadata: { description: "${'d'.repeat(161)}" } }`,
      'SEO description must be 160 characters or fewer.',
      'metadata.description',
    ],
  ])('refuses %s with a message naming the field', async (_label, input, message, field) => {
    const result = await api.request(`mutation { createBrand(input: ${input}) { id } }`, {}, api.adminToken);
    expect(firstError(result)).toMatchObject({ message, field, code: 'BAD_USER_INPUT' });
  });

  it('keeps products of a deleted brand, without a brand', async () => {
    const { findProducts } = await api.asAdmin<{ findProducts: { items: { id: string; brand: { id: string } }[] } }>(
      `{ findProducts(limit: 1) { items { id brand { id } } } }`,
    );
    const product = findProducts.items[0]!;
    await api.asAdmin(`mutation($id: ID!) { deleteBrand(id: $id) { statusCode } }`, { id: product.brand.id });
    const after = await api.asAdmin<{ findProductById: { brand: null } }>(
      `query($id: ID!) { findProductById(id: $id) { brand { id } } }`,
      { id: product.id },
    );
    expect(after.findProductById.brand).toBeNull();
  });

  it('creates and deactivates a store; there is no store deletion', async () => {
    const { createStore } = await api.asAdmin<{ createStore: { id: string; active: boolean } }>(
      `mutation { createStore(input: { title: "Corner Shop" }) { id active } }`,
    );
    expect(createStore.active).toBe(true);
    const { updateStore } = await api.asAdmin<{ updateStore: { active: boolean } }>(
      `mutation($id: ID!) { updateStore(id: $id, input: { title: "Corner Shop", active: false }) { active } }`,
      { id: createStore.id },
    );
    expect(updateStore.active).toBe(false);
    const attempt = await api.request(`mutation { deleteStore(id: "1") { statusCode } }`, {}, api.adminToken);
    expect(firstError(attempt).message).toContain('Cannot query field "deleteStore"');
  });

  it('counts the products of each store', async () => {
    const { findStores } = await api.asAdmin<{ findStores: { items: { productCount: number }[] } }>(
      `{ findStores(limit: 100) { items { productCount } } }`,
    );
    expect(findStores.items.reduce((sum, store) => sum + store.productCount, 0)).toBe(60);
  });
});
