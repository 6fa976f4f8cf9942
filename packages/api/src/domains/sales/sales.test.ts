import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

const day = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe('sales, addressed by slug', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 40 } });
  });
  afterAll(() => api.close());

  const input = (patch: Record<string, unknown> = {}) => ({
    slug: 'spring-flash',
    title: 'Spring flash',
    startsAt: iso(-1),
    endsAt: iso(3),
    discountLabel: 'Up to 40% off',
    productIds: ['3', '1', '2'],
    ...patch,
  });

  it('creates a running sale with its products in the chosen order', async () => {
    const { createSale } = await api.asAdmin<{
      createSale: { slug: string; status: string; products: { id: string }[] };
    }>(`mutation($input: CreateSaleInput!) { createSale(input: $input) { slug status products { id } } }`, {
      input: input(),
    });
    expect(createSale).toEqual({
      slug: 'spring-flash',
      status: 'RUNNING',
      products: [{ id: '3' }, { id: '1' }, { id: '2' }],
    });
  });

  it('names a clashing slug', async () => {
    const result = await api.request(
      `mutation($input: CreateSaleInput!) { createSale(input: $input) { slug } }`,
      { input: input() },
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({
      message: 'The slug "spring-flash" is already used by another sale.',
      field: 'slug',
    });
  });

  it('refuses a sale that ends before it starts', async () => {
    const result = await api.request(
      `mutation($input: CreateSaleInput!) { createSale(input: $input) { slug } }`,
      { input: input({ slug: 'backwards', startsAt: iso(5), endsAt: iso(1) }) },
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({ message: 'The sale must end after it starts.', field: 'endsAt' });
  });

  it('edits by slug and keeps the slug', async () => {
    const { slug, ...rest } = input({ title: 'Spring flash — extended', endsAt: iso(10), productIds: ['2'] });
    const { updateSale } = await api.asAdmin<{ updateSale: { slug: string; title: string; productCount: number } }>(
      `mutation($slug: String!, $input: UpdateSaleInput!) { updateSale(slug: $slug, input: $input) { slug title productCount } }`,
      { slug, input: rest },
    );
    expect(updateSale).toEqual({ slug: 'spring-flash', title: 'Spring flash — extended', productCount: 1 });
  });

  it('filters running, upcoming and ended sales', async () => {
    const count = async (status: string) =>
      (
        await api.asAdmin<{ findSales: { items: { status: string }[] } }>(
          `query($s: SaleStatus) { findSales(filter: { status: $s }, limit: 100) { items { status } } }`,
          { s: status },
        )
      ).findSales.items;
    for (const status of ['RUNNING', 'UPCOMING', 'ENDED']) {
      const items = await count(status);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
    }
  });

  it('deletes by slug', async () => {
    const { deleteSale } = await api.asAdmin<{ deleteSale: { statusCode: number } }>(
      `mutation { deleteSale(slug: "spring-flash") { statusCode } }`,
    );
    expect(deleteSale.statusCode).toBe(200);
    expect(
      firstError(await api.request(`{ findSaleBySlug(slug: "spring-flash") { slug } }`, {}, api.adminToken)).message,
    ).toBe('Sale "spring-flash" was not found.');
  });
});
