import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';

describe('the demo catalogue', () => {
  let api: TestApi;
  // The whole demo catalogue with its ~200 images: 43 s on CI's quiet cores, more than a minute on a busy machine.
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 2000 }, withMedia: true });
  }, 300_000);
  afterAll(() => api?.close());

  it('has the promised sizes', async () => {
    const count = async (table: string) =>
      (await api.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)).rows[0]!.count;
    expect(await count('brands')).toBe(40);
    expect(await count('stores')).toBe(60);
    expect(await count('products')).toBe(2000);
    expect(await count('sales')).toBe(20);
    expect(await count('blog_posts')).toBe(30);
    expect(await count('jobs')).toBe(6);
    expect(await count('categories')).toBeGreaterThanOrEqual(65);
    expect(await count('job_runs')).toBeGreaterThan(6 * 8 - 1);
    expect(await count('media_files')).toBeGreaterThanOrEqual(190);
  });

  it('is the same catalogue every time', async () => {
    const second = await startTestApi({ seed: { products: 2000 } });
    const titles = async (target: TestApi) =>
      (await target.services.db.query<{ title: string }>(`SELECT title FROM products ORDER BY id LIMIT 50`)).rows;
    expect(await titles(second)).toEqual(await titles(api));
    await second.close();
  });
});
