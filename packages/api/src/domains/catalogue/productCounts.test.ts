import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/testApi';

/**
 * The product counts shown on brands, stores and categories are kept beside each row by triggers (migration 040):
 * after every kind of product write they must equal a fresh count over the products table.
 */
describe('product counts kept beside brands, stores and categories', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function expectCountsMatchProducts() {
    for (const [table, column] of [
      ['brands', 'brand_id'],
      ['stores', 'store_id'],
      ['categories', 'category_id'],
    ] as const) {
      const { rows } = await api.services.db.query<{ id: string; kept: number; counted: number }>(
        `SELECT t.id::text AS id, t.product_count AS kept,
                (SELECT count(*)::int FROM products p WHERE p.${column} = t.id) AS counted
           FROM ${table} t ORDER BY t.id`,
      );
      expect(
        rows.filter((row) => row.kept !== row.counted),
        table,
      ).toEqual([]);
    }
  }

  const brandCount = async (id: string) =>
    (
      await api.asAdmin<{ findBrandById: { productCount: number; version: number } }>(
        `query($id: ID!) { findBrandById(id: $id) { productCount version } }`,
        { id },
      )
    ).findBrandById;

  const createProduct = async (brandId: string | null, title: string) =>
    (
      await api.asAdmin<{ createProduct: { id: string } }>(
        `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
        {
          input: {
            title,
            price: 10,
            currency: 'EUR',
            dealUrl: 'https://shop.example/deal',
            brandId,
            storeId: '1',
            categoryId: '1',
          },
        },
      )
    ).createProduct.id;

  it('start equal to a count of the seeded products', async () => {
    await expectCountsMatchProducts();
  });

  it('follow a created, moved and deleted product, without touching the brand’s own version', async () => {
    const before = await brandCount('1');
    const id = await createProduct('1', 'Counted tent');
    expect(await brandCount('1')).toEqual({ productCount: before.productCount + 1, version: before.version });

    await api.asAdmin(`mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id,
      input: { title: 'Counted tent', price: 12, currency: 'EUR', dealUrl: 'https://shop.example/deal', brandId: '2' },
    });
    expect((await brandCount('1')).productCount).toBe(before.productCount);
    await expectCountsMatchProducts();

    await api.asAdmin(`mutation($id: ID!) { deleteProduct(id: $id) { statusCode } }`, { id });
    await expectCountsMatchProducts();
  });

  it('follow bulk deletes and a deleted brand whose products stay without one', async () => {
    const ids = [
      await createProduct('3', 'Bulk one'),
      await createProduct('3', 'Bulk two'),
      await createProduct('4', 'Bulk three'),
    ];
    await expectCountsMatchProducts();
    await api.asAdmin(`mutation($ids: [ID!]!) { bulkDeleteProducts(ids: $ids) { affected } }`, {
      ids: ids.slice(0, 2),
    });
    await expectCountsMatchProducts();
    await api.asAdmin(`mutation { deleteBrand(id: "4") { statusCode } }`);
    await expectCountsMatchProducts();
    // The count is bookkeeping, not an edit: the deleted brand's history entry does not list it.
    const { recordHistory } = await api.asAdmin<{ recordHistory: { items: { action: string; changes: object }[] } }>(
      `{ recordHistory(recordType: BRAND, recordId: "4") { items { action changes } } }`,
    );
    expect(recordHistory.items[0]?.action).toBe('DELETE');
    expect(Object.keys(recordHistory.items[0]!.changes)).not.toContain('productCount');
  });

  it('stay exact when two writers add products to the same brands at once', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => createProduct(String(5 + (index % 3)), `Race ${index}`)),
    );
    await expectCountsMatchProducts();
  });
});
