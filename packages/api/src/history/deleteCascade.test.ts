import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/seed';
import { readEventStream, type EventStream } from '../testing/eventStream';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

interface Entry {
  id: string;
  action: string;
  userName: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  cause: { recordType: string; recordId: string; recordLabel: string; action: string } | null;
}

const HISTORY = `query($type: RecordType!, $id: ID!) {
  recordHistory(recordType: $type, recordId: $id, perPage: 100) {
    count items { id action userName changes cause { recordType recordId recordLabel action } } } }`;
const PRODUCT = `query($id: ID!) { findProductById(id: $id) { id version updatedBy { name } category { id } brand { id } } }`;
const RECORD_CHANGED = `subscription($types: [RecordType!]) {
  recordChanged(types: $types) { recordType id version kind cause { recordType id kind } } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;

/** A delete changes the records that point at it: each gets a history entry, a new version and a live event. */
describe('what a delete changes elsewhere', () => {
  let api: TestApi;
  let editorToken = '';
  const open: EventStream[] = [];
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
    editorToken = (await api.login('editor@example.com', 'editor-password')).accessToken;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await api.close();
  });

  async function subscribe(types: string[]) {
    const response = await api.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${editorToken}`,
        },
        body: JSON.stringify({ query: RECORD_CHANGED, variables: { types } }),
      }),
    );
    const stream = readEventStream(response);
    open.push(stream);
    return stream;
  }

  async function createCategory(title: string) {
    const { createCategory } = await api.asAdmin<{ createCategory: { id: string } }>(
      `mutation($title: String!) { createCategory(input: { title: $title }) { id } }`,
      { title },
    );
    return createCategory.id;
  }

  async function createProducts(prefix: string, count: number, refs: Record<string, string> = {}) {
    const ids: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      const { createProduct } = await api.asAdmin<{ createProduct: { id: string } }>(CREATE_PRODUCT, {
        input: {
          title: `${prefix} ${index}`,
          price: 10 + index,
          currency: 'EUR',
          dealUrl: 'https://shop.example/d',
          ...refs,
        },
      });
      ids.push(createProduct.id);
    }
    return ids;
  }

  const product = async (id: string) =>
    (
      await api.asAdmin<{
        findProductById: {
          version: number;
          updatedBy: { name: string } | null;
          category: { id: string } | null;
          brand: { id: string } | null;
        };
      }>(PRODUCT, { id })
    ).findProductById;

  /** Newest first, by entry id as a number (the API's own order is another change's concern). */
  async function history(type: string, id: string) {
    const { recordHistory } = await api.asAdmin<{ recordHistory: { count: number; items: Entry[] } }>(HISTORY, {
      type,
      id,
    });
    recordHistory.items.sort((a, b) => Number(b.id) - Number(a.id));
    return recordHistory;
  }

  it('gives each of 12 products of a deleted category an entry, a new version and a live event', async () => {
    const categoryId = await createCategory('Doomed phones');
    const ids = await createProducts('Doomed phone', 12, { categoryId });
    const versionsBefore = await Promise.all(ids.map(async (id) => (await product(id)).version));
    const stream = await subscribe(['PRODUCT']);

    const { deleteCategory } = await api.asAdmin<{ deleteCategory: { statusCode: number } }>(
      `mutation($id: ID!) { deleteCategory(id: $id) { statusCode } }`,
      { id: categoryId },
    );
    expect(deleteCategory.statusCode).toBe(200);

    for (const [index, id] of ids.entries()) {
      const now = await product(id);
      expect(now.category).toBeNull();
      expect(now.version).toBe(versionsBefore[index]! + 1);
      expect(now.updatedBy?.name).toBe(DEMO_ADMIN.name);
      const entries = await history('PRODUCT', id);
      expect(entries.count).toBe(2);
      expect(entries.items[0]).toMatchObject({
        action: 'UPDATE',
        userName: DEMO_ADMIN.name,
        changes: { categoryId: { before: categoryId, after: null } },
        cause: { recordType: 'CATEGORY', recordId: categoryId, recordLabel: 'Doomed phones', action: 'DELETE' },
      });
      expect(Object.keys(entries.items[0]!.changes)).toEqual(['categoryId']);
    }

    const heard = [];
    for (let index = 0; index < 12; index += 1) heard.push((await stream.next())?.data?.recordChanged);
    expect(heard.map((change) => (change as { id: string }).id).sort()).toEqual([...ids].sort());
    expect(heard[0]).toMatchObject({
      kind: 'UPDATE',
      cause: { recordType: 'CATEGORY', id: categoryId, kind: 'DELETE' },
    });
  });

  it('leaves nothing half-done when the delete fails after some products were changed', async () => {
    const categoryId = await createCategory('Survivor phones');
    const ids = await createProducts('Survivor phone', 12, { categoryId });
    const versionsBefore = await Promise.all(ids.map(async (id) => (await product(id)).version));
    const { db } = api.services;
    // The seventh product's entry fails: the six before it were already written in the same transaction.
    await db.query(`CREATE FUNCTION fail_seventh_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the disk is full'; END; $$`);
    await db.query(`CREATE TRIGGER fail_seventh_entry BEFORE INSERT ON history_entries FOR EACH ROW
      WHEN (NEW.record_label = 'Survivor phone 7') EXECUTE FUNCTION fail_seventh_entry()`);
    try {
      const result = await api.request(
        `mutation($id: ID!) { deleteCategory(id: $id) { statusCode } }`,
        { id: categoryId },
        api.adminToken,
      );
      expect(result.errors?.length).toBeGreaterThan(0);
    } finally {
      await db.query(`DROP TRIGGER fail_seventh_entry ON history_entries`);
      await db.query(`DROP FUNCTION fail_seventh_entry()`);
    }
    const { findCategoryById } = await api.asAdmin<{ findCategoryById: { id: string } | null }>(
      `query($id: ID!) { findCategoryById(id: $id) { id } }`,
      { id: categoryId },
    );
    expect(findCategoryById?.id).toBe(categoryId);
    expect((await history('CATEGORY', categoryId)).count).toBe(1);
    for (const [index, id] of ids.entries()) {
      const now = await product(id);
      expect(now.category?.id).toBe(categoryId);
      expect(now.version).toBe(versionsBefore[index]);
      expect((await history('PRODUCT', id)).count).toBe(1);
    }
  });

  it('records the products of a deleted brand', async () => {
    const { createBrand } = await api.asAdmin<{ createBrand: { id: string } }>(
      `mutation { createBrand(input: { title: "Vanishing brand" }) { id } }`,
    );
    const ids = await createProducts('Branded gadget', 3, { brandId: createBrand.id });
    await api.asAdmin(`mutation($id: ID!) { deleteBrand(id: $id) { statusCode } }`, { id: createBrand.id });
    for (const id of ids) {
      expect((await product(id)).brand).toBeNull();
      expect((await history('PRODUCT', id)).items[0]).toMatchObject({
        changes: { brandId: { before: createBrand.id, after: null } },
        cause: { recordType: 'BRAND', recordLabel: 'Vanishing brand', action: 'DELETE' },
      });
    }
  });

  it('takes deleted products out of the sales and carousels that showed them, recording each once', async () => {
    const ids = await createProducts('Carousel deal', 4);
    const { createProductCarousel } = await api.asAdmin<{ createProductCarousel: { id: string; version: number } }>(
      `mutation($ids: [ID!]!) { createProductCarousel(input: { title: "Shrinking picks", placement: SIDEBAR, productIds: $ids }) { id version } }`,
      { ids },
    );
    const { createSale } = await api.asAdmin<{ createSale: { id: string; version: number } }>(
      `mutation($ids: [ID!]!) { createSale(input: { slug: "shrinking-sale", title: "Shrinking sale", startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-02-01T00:00:00Z", productIds: $ids }) { id version } }`,
      { ids: ids.slice(0, 3) },
    );
    // One product alone, then two at once: the carousel and the sale get one entry per delete, not per product.
    await api.asAdmin(`mutation($id: ID!) { deleteProduct(id: $id) { statusCode } }`, { id: ids[0] });
    const { bulkDeleteProducts } = await api.asAdmin<{ bulkDeleteProducts: { affected: number } }>(
      `mutation($ids: [ID!]!) { bulkDeleteProducts(ids: $ids) { affected } }`,
      { ids: [ids[1], ids[2]] },
    );
    expect(bulkDeleteProducts.affected).toBe(2);

    const { findProductCarouselById } = await api.asAdmin<{
      findProductCarouselById: { version: number; products: { id: string }[] };
    }>(`query($id: ID!) { findProductCarouselById(id: $id) { version products { id } } }`, {
      id: createProductCarousel.id,
    });
    expect(findProductCarouselById).toEqual({ version: createProductCarousel.version + 2, products: [{ id: ids[3] }] });
    const carouselHistory = await history('PRODUCT_CAROUSEL', createProductCarousel.id);
    expect(carouselHistory.items.map((entry) => entry.cause?.action)).toEqual(['BULK_DELETE', 'DELETE', undefined]);
    expect(carouselHistory.items[0]!.changes.productIds).toEqual({ before: [ids[1], ids[2], ids[3]], after: [ids[3]] });
    expect(carouselHistory.items[1]!.cause).toMatchObject({
      recordType: 'PRODUCT',
      recordId: ids[0],
      recordLabel: 'Carousel deal 1',
    });

    const saleHistory = await history('SALE', createSale.id);
    expect(saleHistory.count).toBe(3);
    expect(saleHistory.items[0]!.changes.productIds).toEqual({ before: [ids[1], ids[2]], after: [] });
    expect(saleHistory.items[1]!.changes.productIds).toEqual({ before: ids.slice(0, 3), after: [ids[1], ids[2]] });
  });

  it('says before the delete how many records it will change, to whoever may read the record', async () => {
    const categoryId = await createCategory('Counted phones');
    const ids = await createProducts('Counted phone', 3, { categoryId });
    await api.asAdmin(
      `mutation($ids: [ID!]!) { createProductCarousel(input: { title: "Counted picks", placement: SIDEBAR, productIds: $ids }) { id } }`,
      { ids },
    );
    const IMPACT = `query($type: RecordType!, $ids: [ID!]!) { deleteImpact(recordType: $type, ids: $ids) { recordType field count changed examples } }`;
    const { deleteImpact } = await api.asAdmin<{ deleteImpact: unknown[] }>(IMPACT, {
      type: 'CATEGORY',
      ids: [categoryId],
    });
    expect(deleteImpact).toEqual([
      {
        recordType: 'PRODUCT',
        field: 'categoryId',
        count: 3,
        changed: true,
        examples: ['Counted phone 1', 'Counted phone 2', 'Counted phone 3'],
      },
    ]);
    const products = await api.asAdmin<{ deleteImpact: unknown[] }>(IMPACT, { type: 'PRODUCT', ids });
    expect(products.deleteImpact).toEqual([
      { recordType: 'PRODUCT_CAROUSEL', field: 'productIds', count: 1, changed: true, examples: ['Counted picks'] },
    ]);
    // A viewer may read products, so may ask; nobody may ask about a kind they cannot read.
    const viewer = (await api.login('viewer@example.com', 'viewer-password')).accessToken;
    expect((await api.request(IMPACT, { type: 'PRODUCT', ids }, viewer)).errors).toBeUndefined();
    expect(firstError(await api.request(IMPACT, { type: 'USER', ids: ['1'] }, viewer)).code).toBe('PERMISSION_DENIED');
  });
});
