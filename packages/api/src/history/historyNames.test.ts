import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

interface Entry {
  id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  references: { recordType: string; id: string; label: string }[];
  currency: string | null;
}

const HISTORY = `query($type: RecordType!, $id: ID!) {
  recordHistory(recordType: $type, recordId: $id, perPage: 100) {
    items { id action changes references { recordType id label } currency restorable } } }`;
const PREVIEW = `query($entry: ID!) { restorePreview(historyEntryId: $entry) {
  version changes references { recordType id label } currency lost { recordType id label } problem } }`;
const RESTORE = `mutation($entry: ID!, $v: Int!) { restoreRecordVersion(historyEntryId: $entry, expectedVersion: $v) { version } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id version } }`;

/** History names the records it refers to as they were, and a restore says beforehand what it will change. */
describe('readable history', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  }, 60_000);
  afterAll(() => api.close());

  const named = async (mutation: string, title: string) => {
    const result = await api.asAdmin<Record<string, { id: string }>>(
      `mutation($title: String!) { ${mutation}(input: { title: $title }) { id } }`,
      { title },
    );
    return Object.values(result)[0]!.id;
  };

  async function history(type: string, id: string) {
    const { recordHistory } = await api.asAdmin<{ recordHistory: { items: Entry[] } }>(HISTORY, { type, id });
    return recordHistory.items.sort((a, b) => Number(b.id) - Number(a.id));
  }

  const productInput = (extra: Record<string, unknown>) => ({
    title: 'Named kettle',
    price: 129.9,
    currency: 'GBP',
    dealUrl: 'https://shop.example/kettle',
    ...extra,
  });

  it('keeps the names of referenced records as they were when the change was made', async () => {
    const acme = await named('createBrand', 'Acme');
    const globex = await named('createBrand', 'Globex');
    const { createProduct } = await api.asAdmin<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: productInput({ brandId: acme }) },
    );
    await api.asAdmin(UPDATE_PRODUCT, { id: createProduct.id, input: productInput({ brandId: globex }) });
    // Renamed and deleted afterwards: the past keeps the names it had.
    await api.asAdmin(`mutation($id: ID!) { updateBrand(id: $id, input: { title: "Acme Renamed" }) { id } }`, {
      id: acme,
    });
    await api.asAdmin(`mutation($id: ID!) { deleteBrand(id: $id) { statusCode } }`, { id: globex });

    const [unlinked, moved, created] = await history('PRODUCT', createProduct.id);
    expect(moved!.changes.brandId).toEqual({ before: acme, after: globex });
    expect(moved!.references).toEqual(
      expect.arrayContaining([
        { recordType: 'BRAND', id: acme, label: 'Acme' },
        { recordType: 'BRAND', id: globex, label: 'Globex' },
      ]),
    );
    expect(moved!.currency).toBe('GBP');
    expect(created!.references).toEqual([{ recordType: 'BRAND', id: acme, label: 'Acme' }]);
    // The delete's own cascade names the brand it deleted.
    expect(unlinked!.references).toEqual([{ recordType: 'BRAND', id: globex, label: 'Globex' }]);
  });

  it('names the records of entries written before names were kept as they are now', async () => {
    const brand = await named('createBrand', 'Initech');
    const { createProduct } = await api.asAdmin<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: productInput({ title: 'Old kettle', brandId: brand }) },
    );
    await api.services.db.query(
      `UPDATE history_entries SET names = NULL WHERE record_type = 'PRODUCT' AND record_id = $1`,
      [Number(createProduct.id)],
    );
    await api.asAdmin(`mutation($id: ID!) { updateBrand(id: $id, input: { title: "Initrode" }) { id } }`, {
      id: brand,
    });
    const [created] = await history('PRODUCT', createProduct.id);
    expect(created!.references).toEqual([{ recordType: 'BRAND', id: brand, label: 'Initrode' }]);
  });

  it('previews a restore field by field, now → after, and the restore does exactly that', async () => {
    const { createProduct } = await api.asAdmin<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: productInput({ title: 'Edit number 1', slug: 'edit-number' }) },
    );
    const id = createProduct.id;
    for (const title of ['Edit number 2', 'Edit number 3']) {
      await api.asAdmin(UPDATE_PRODUCT, { id, input: productInput({ title, slug: 'edit-number' }) });
    }
    const [third, second] = await history('PRODUCT', id);
    expect(third!.changes.title).toEqual({ before: 'Edit number 2', after: 'Edit number 3' });

    // Restoring the entry "Edit number 1 → Edit number 2" puts back what was before it: "Edit number 1".
    const { restorePreview } = await api.asAdmin<{
      restorePreview: { version: number; changes: Record<string, unknown>; problem: string | null };
    }>(PREVIEW, { entry: second!.id });
    expect(restorePreview).toMatchObject({
      version: 3,
      changes: { title: { before: 'Edit number 3', after: 'Edit number 1' } },
      problem: null,
    });
    expect(Object.keys(restorePreview.changes)).toEqual(['title']);
    // The preview wrote nothing.
    expect((await history('PRODUCT', id)).length).toBe(3);

    await api.asAdmin(RESTORE, { entry: second!.id, v: restorePreview.version });
    const [restored] = await history('PRODUCT', id);
    expect(restored).toMatchObject({ action: 'RESTORE', changes: restorePreview.changes });
  });

  it('restores a version whose category was deleted since, leaving the category empty and saying so', async () => {
    const category = await named('createCategory', 'Short-lived');
    const { createProduct } = await api.asAdmin<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: productInput({ title: 'Orphan kettle', slug: 'orphan-kettle', categoryId: category }) },
    );
    const id = createProduct.id;
    await api.asAdmin(UPDATE_PRODUCT, {
      id,
      input: productInput({ title: 'Orphan kettle 2', slug: 'orphan-kettle', categoryId: category }),
    });
    await api.asAdmin(`mutation($id: ID!) { deleteCategory(id: $id) { statusCode } }`, { id: category });
    const rename = (await history('PRODUCT', id)).find((entry) => entry.changes.title)!;
    const { restorePreview } = await api.asAdmin<{
      restorePreview: { version: number; changes: Record<string, unknown>; lost: unknown[]; problem: string | null };
    }>(PREVIEW, { entry: rename.id });
    expect(restorePreview.changes).toEqual({ title: { before: 'Orphan kettle 2', after: 'Orphan kettle' } });
    expect(restorePreview.lost).toEqual([{ recordType: 'CATEGORY', id: category, label: 'Short-lived' }]);
    expect(restorePreview.problem).toBeNull();
    const { restoreRecordVersion } = await api.asAdmin<{ restoreRecordVersion: { version: number } }>(RESTORE, {
      entry: rename.id,
      v: restorePreview.version,
    });
    expect(restoreRecordVersion.version).toBe(restorePreview.version + 1);
  });

  it('previews only for people who may restore', async () => {
    const brand = await named('createBrand', 'Preview brand');
    await api.asAdmin(`mutation($id: ID!) { updateBrand(id: $id, input: { title: "Preview brand 2" }) { id } }`, {
      id: brand,
    });
    const [update] = await history('BRAND', brand);
    const viewer = (await api.login('viewer@example.com', 'viewer-password')).accessToken;
    expect(firstError(await api.request(PREVIEW, { entry: update!.id }, viewer)).code).toBe('PERMISSION_DENIED');
  });
});
