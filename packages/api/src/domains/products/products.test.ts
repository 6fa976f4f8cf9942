import { productProblems } from '@deals/domain/entities';
import { PRODUCT_CURRENCIES, PRODUCT_IMAGE_LIMIT } from '@deals/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

const FIND = `query FindProducts($filter: ProductFilter, $sort: ProductSort, $search: String, $skip: Int, $limit: Int) {
  findProducts(filter: $filter, sort: $sort, search: $search, skip: $skip, limit: $limit) {
    count items { id title price salePrice active brand { id } category { id path } store { id } }
  }
}`;

interface ProductItem {
  id: string;
  title: string;
  price: number;
  salePrice: number | null;
  active: boolean;
  brand: { id: string } | null;
  category: { id: string; path: string } | null;
  store: { id: string } | null;
}
type ProductList = { findProducts: { count: number; items: ProductItem[] } };

const VALID = {
  title: 'Test Kettle',
  price: 49.99,
  salePrice: 39.5,
  currency: 'eur',
  dealUrl: 'https://shop.example/kettle',
};

describe('products', () => {
  let api: TestApi;
  const create = (input: Record<string, unknown>) =>
    api.request<{ createProduct: { id: string; slug: string; currency: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id slug currency } }`,
      { input },
      api.adminToken,
    );

  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 300 } });
  });
  afterAll(() => api.close());

  it('lists 25 per page, newest first, with count over the whole filter', async () => {
    const { findProducts } = await api.asAdmin<ProductList>(FIND);
    expect(findProducts.count).toBe(300);
    expect(findProducts.items).toHaveLength(25);
  });

  it('pages deterministically: the pages of a sort cover every product once', async () => {
    const seen = new Set<string>();
    for (let skip = 0; skip < 300; skip += 100) {
      const { findProducts } = await api.asAdmin<ProductList>(FIND, {
        skip,
        limit: 100,
        sort: { field: 'PRICE', order: 'ASC' },
      });
      findProducts.items.forEach((item) => seen.add(item.id));
    }
    expect(seen.size).toBe(300);
  });

  it('sorts by price', async () => {
    const { findProducts } = await api.asAdmin<ProductList>(FIND, {
      sort: { field: 'PRICE', order: 'DESC' },
      limit: 50,
    });
    const prices = findProducts.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by brand, store and price range together', async () => {
    const sample = (await api.asAdmin<ProductList>(FIND, { limit: 1 })).findProducts.items[0]!;
    const { findProducts } = await api.asAdmin<ProductList>(FIND, {
      filter: { brandIds: [sample.brand!.id], storeIds: [sample.store!.id], minPrice: 0, maxPrice: 100000 },
      limit: 100,
    });
    expect(findProducts.items.length).toBeGreaterThan(0);
    expect(
      findProducts.items.every((item) => item.brand?.id === sample.brand!.id && item.store?.id === sample.store!.id),
    ).toBe(true);
  });

  it('a category filter includes the products of its sub-categories', async () => {
    const { categoryTree } = await api.asAdmin<{ categoryTree: { id: string; title: string }[] }>(
      `{ categoryTree { id title } }`,
    );
    const electronics = categoryTree.find((category) => category.title === 'Electronics')!;
    const { findProducts } = await api.asAdmin<ProductList>(FIND, {
      filter: { categoryIds: [electronics.id] },
      limit: 100,
    });
    expect(findProducts.count).toBeGreaterThan(0);
    expect(findProducts.items.every((item) => item.category?.path.startsWith('electronics/'))).toBe(true);
  });

  it('searches titles', async () => {
    const { findProducts } = await api.asAdmin<ProductList>(FIND, { search: 'air fryer', limit: 100 });
    expect(findProducts.items.every((item) => item.title.toLowerCase().includes('air fryer'))).toBe(true);
  });

  it('creates a product, deriving the slug from the title and upper-casing the currency', async () => {
    const result = await create(VALID);
    expect(result.data?.createProduct).toMatchObject({ slug: 'test-kettle', currency: 'EUR' });
  });

  it('names the clashing slug', async () => {
    expect(firstError(await create(VALID))).toMatchObject({
      message: 'The slug "test-kettle" is already used by another product.',
      field: 'slug',
    });
  });

  it.each([
    ['a sale price above the price', { salePrice: 60 }, 'Sale price must not be higher than the price.', 'salePrice'],
    ['a negative price', { price: -1 }, 'Price must be 0 or more.', 'price'],
    ['three decimals', { price: 1.999 }, 'Price can have at most two decimals.', 'price'],
    [
      'an unknown currency',
      { currency: 'XYZ1' },
      '"XYZ1" is not a currency of the catalogue; choose one of EUR, USD, GBP, CHF, SEK, PLN.',
      'currency',
    ],
    [
      'a deal URL that is not http(s)',
      { dealUrl: 'javascript:alert(1)' },
      'Deal URL must be a web address starting with http:// or https://.',
      'dealUrl',
    ],
    [
      'a bad slug',
      { slug: 'Not A Slug' },
      'Slug may contain only lowercase letters, digits and single hyphens.',
      'slug',
    ],
    ['a brand that does not exist', { brandId: '999999', slug: 'x-1' }, 'The chosen brand does not exist.', 'brandId'],
    ['an invalid expiry', { expiresAt: 'soon', slug: 'x-2' }, undefined, undefined],
  ])('refuses %s', async (_label, patch, message, field) => {
    const result = await create({ ...VALID, slug: undefined, title: `Refused ${_label}`, ...patch });
    expect(result.errors).toBeDefined();
    if (message) expect(firstError(result)).toMatchObject({ message, field });
  });

  describe('follows the rules the form checks (@deals/domain)', () => {
    const images = (count: number) => Array.from({ length: count }, (_, index) => `https://img.example/${index}.png`);

    it(`takes ${PRODUCT_IMAGE_LIMIT} images and refuses one more with the form's message`, async () => {
      const full = await create({ ...VALID, title: 'Eight Images', images: images(PRODUCT_IMAGE_LIMIT) });
      expect(full.errors).toBeUndefined();
      const tooMany = { ...VALID, title: 'Nine Images', images: images(PRODUCT_IMAGE_LIMIT + 1) };
      expect(firstError(await create(tooMany))).toMatchObject({
        message: 'A product can have at most 8 images.',
        field: 'images',
        code: 'BAD_USER_INPUT',
      });
      expect(productProblems(tooMany)).toEqual({ images: 'A product can have at most 8 images.' });
    });

    it('refuses a real ISO 4217 currency the form does not offer, and takes each one it does', async () => {
      const yen = { ...VALID, title: 'Yen Kettle', currency: 'JPY' };
      expect(firstError(await create(yen))).toMatchObject({
        message: productProblems(yen).currency,
        field: 'currency',
      });
      for (const currency of PRODUCT_CURRENCIES) {
        const result = await create({ ...VALID, title: `Kettle in ${currency}`, currency });
        expect(result.data?.createProduct.currency).toBe(currency);
      }
    });
  });

  it('bulk-deactivates, then bulk-deletes, in one go', async () => {
    const ids = (await api.asAdmin<ProductList>(FIND, { limit: 3 })).findProducts.items.map((item) => item.id);
    const updated = await api.asAdmin<{ bulkUpdateProducts: { affected: number; message: string } }>(
      `mutation($ids: [ID!]!) { bulkUpdateProducts(ids: $ids, input: { active: false }) { affected message } }`,
      { ids },
    );
    expect(updated.bulkUpdateProducts).toEqual({ affected: 3, message: '3 products updated.' });
    const inactive = await api.asAdmin<ProductList>(FIND, { filter: { ids, active: false } });
    expect(inactive.findProducts.count).toBe(3);
    const deleted = await api.asAdmin<{ bulkDeleteProducts: { affected: number } }>(
      `mutation($ids: [ID!]!) { bulkDeleteProducts(ids: $ids) { affected } }`,
      { ids },
    );
    expect(deleted.bulkDeleteProducts.affected).toBe(3);
    expect((await api.asAdmin<ProductList>(FIND, { filter: { ids } })).findProducts.count).toBe(0);
  });
});
