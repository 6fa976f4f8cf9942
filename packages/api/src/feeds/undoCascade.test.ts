import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';
import { importFile, mutate, settled } from './feedTesting';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: { products: 3 }, config: { jobPollSeconds: 0.5 } });
  await api.services.jobs.start();
}, 120_000);
afterAll(async () => api?.close());

interface Entry {
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  cause: { recordType: string; recordLabel: string; action: string } | null;
  references: { recordType: string; id: string; label: string }[];
}

const HISTORY = `query($type: RecordType!, $id: ID!) {
  recordHistory(recordType: $type, recordId: $id, perPage: 50) {
    items { action changes cause { recordType recordLabel action } references { recordType id label } } } }`;

const history = async (type: string, id: string) =>
  (await api.asAdmin<{ recordHistory: { items: Entry[] } }>(HISTORY, { type, id })).recordHistory.items;

const feed = [
  'Title,Slug,Currency,Price,Deal URL,Brand,Active',
  'Cascade lamp,cascade-lamp,EUR,19.00,https://shop.example/cascade-lamp,Cascade Works,Yes',
  'Cascade desk,cascade-desk,EUR,99.00,https://shop.example/cascade-desk,Cascade Works,Yes',
].join('\n');

describe('an import and its undo, in the history', () => {
  it('keeps the names an imported entry refers to, and the undo records what its deletes take from carousels', async () => {
    const done = await importFile(api, feed, { entity: 'product', feedName: 'cascade' });
    expect(done.counts!.created).toBe(2);
    const { rows } = await api.services.db.query<{ id: string; brand: string }>(
      `SELECT id::text, brand_id::text AS brand FROM products WHERE slug IN ('cascade-lamp', 'cascade-desk') ORDER BY id`,
    );
    const lamp = rows[0]!.id;
    // The brand is renamed later: the import's entries still name it as it was.
    await api.services.db.query(`UPDATE brands SET title = 'Cascade Works Ltd' WHERE id = $1`, [
      Number(rows[0]!.brand),
    ]);
    const [created] = await history('PRODUCT', lamp);
    expect(created!.references).toContainEqual({ recordType: 'BRAND', id: rows[0]!.brand, label: 'Cascade Works' });

    // Since the import, an editor put the lamp in a carousel beside a product the import did not make.
    const other = await api.services.db.query<{ id: string }>(
      `SELECT id::text FROM products WHERE slug NOT LIKE 'cascade-%' ORDER BY id LIMIT 1`,
    );
    const kept = other.rows[0]!.id;
    const { createProductCarousel: carousel } = await api.asAdmin<{
      createProductCarousel: { id: string; version: number };
    }>(
      `mutation($ids: [ID!]!) { createProductCarousel(input: { title: "Import picks", placement: SIDEBAR, productIds: $ids }) { id version } }`,
      { ids: [lamp, kept] },
    );

    await mutate(api, 'undoFeedImport', done.id);
    expect((await settled(api, done.id)).status).toBe('UNDONE');

    const { findProductCarouselById } = await api.asAdmin<{
      findProductCarouselById: { version: number; products: { id: string }[] };
    }>(`query($id: ID!) { findProductCarouselById(id: $id) { version products { id } } }`, { id: carousel.id });
    expect(findProductCarouselById).toEqual({ version: carousel.version + 1, products: [{ id: kept }] });
    const [lost] = await history('PRODUCT_CAROUSEL', carousel.id);
    expect(lost).toMatchObject({
      action: 'UPDATE',
      cause: { recordType: 'PRODUCT', recordLabel: 'Cascade lamp', action: 'DELETE' },
      changes: { productIds: { before: [lamp, kept], after: [kept] } },
    });
  });
});
