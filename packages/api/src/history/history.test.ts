import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/seed';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

interface Entry {
  id: string;
  userName: string;
  recordType: string;
  recordId: string;
  recordLabel: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  restorable: boolean;
}
type HistoryPage = { items: Entry[]; count: number; page: number; perPage: number };

const ENTRY = `id userName recordType recordId recordLabel action changes restorable`;
const RECORD_HISTORY = `query($type: RecordType!, $id: ID!, $page: Int, $perPage: Int) {
  recordHistory(recordType: $type, recordId: $id, page: $page, perPage: $perPage) { count page perPage items { ${ENTRY} } } }`;
const ACTIVITY = `query($filter: ActivityFilter, $page: Int, $perPage: Int) {
  activity(filter: $filter, page: $page, perPage: $perPage) { count items { ${ENTRY} } } }`;
const UPDATE_BRAND = `mutation($id: ID!, $title: String!, $v: Int) {
  updateBrand(id: $id, input: { title: $title }, expectedVersion: $v) { id title version } }`;
const RESTORE = `mutation($entry: ID!, $v: Int!) {
  restoreRecordVersion(historyEntryId: $entry, expectedVersion: $v) { version entry { ${ENTRY} } } }`;

describe('history', () => {
  let api: TestApi;
  let editorToken = '';
  let viewerToken = '';
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
    editorToken = (await api.login('editor@example.com', 'editor-password')).accessToken;
    viewerToken = (await api.login('viewer@example.com', 'viewer-password')).accessToken;
  }, 60_000);
  afterAll(() => api.close());

  async function createBrand(title: string) {
    const { createBrand } = await api.asAdmin<{ createBrand: { id: string } }>(
      `mutation($title: String!) { createBrand(input: { title: $title }) { id } }`,
      { title },
    );
    return createBrand.id;
  }

  async function historyOf(type: string, id: string, paging: { page?: number; perPage?: number } = {}) {
    return (await api.asAdmin<{ recordHistory: HistoryPage }>(RECORD_HISTORY, { type, id, ...paging })).recordHistory;
  }

  it('records who changed which fields, newest first, and pages through them', async () => {
    const id = await createBrand('History One');
    for (const title of ['History Two', 'History Three', 'History Four']) {
      await api.asAdmin(UPDATE_BRAND, { id, title });
    }
    const first = await historyOf('BRAND', id, { perPage: 3 });
    expect(first.count).toBe(4);
    expect(first.items.map((entry) => entry.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);
    expect(first.items[0]).toMatchObject({
      userName: DEMO_ADMIN.name,
      recordType: 'BRAND',
      recordId: id,
      recordLabel: 'History Four',
      changes: { title: { before: 'History Three', after: 'History Four' } },
    });
    // Only what changed: the version, timestamps and writer are bookkeeping, not differences.
    expect(Object.keys(first.items[0]!.changes)).toEqual(['title']);
    const second = await historyOf('BRAND', id, { page: 2, perPage: 3 });
    expect(second.items.map((entry) => entry.action)).toEqual(['CREATE']);
    expect(second.items[0]!.changes.title).toEqual({ before: null, after: 'History One' });
    expect(second.items[0]!.restorable).toBe(false);
  });

  it('writes no entry when the change is refused or fails inside its transaction', async () => {
    const id = await createBrand('Untouched');
    const stale = await api.request(UPDATE_BRAND, { id, title: 'Stale', v: 7 }, api.adminToken);
    expect(firstError(stale).code).toBe('CONFLICT');

    // A product update that passes validation but breaks a unique index fails after the version was claimed.
    const { findProducts } = await api.asAdmin<{ findProducts: { items: { id: string; slug: string }[] } }>(
      `{ findProducts(limit: 2) { items { id slug } } }`,
    );
    const [product, other] = findProducts.items;
    const clash = await api.request(
      `mutation($id: ID!, $slug: String!) { updateProduct(id: $id, input: { title: "Clash", slug: $slug, price: 1,
         currency: "EUR", dealUrl: "https://shop.example/x" }) { id } }`,
      { id: product!.id, slug: other!.slug },
      api.adminToken,
    );
    expect(clash.errors).toBeDefined();

    expect((await historyOf('BRAND', id)).items.map((entry) => entry.action)).toEqual(['CREATE']);
    expect((await historyOf('PRODUCT', product!.id)).count).toBe(0);
    const { findProductById } = await api.asAdmin<{ findProductById: { version: number } }>(
      `query($id: ID!) { findProductById(id: $id) { version } }`,
      { id: product!.id },
    );
    expect(findProductById.version).toBe(1);
  });

  it('keeps a deleted record findable by its name in the activity, filtered by kind and person', async () => {
    const id = await createBrand('Soon Gone');
    await api.asAdmin(`mutation($id: ID!) { deleteBrand(id: $id) { statusCode } }`, { id });
    const { whoAmI } = await api.asAdmin<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`);
    const { activity } = await api.asAdmin<{ activity: HistoryPage }>(ACTIVITY, {
      filter: { recordType: 'BRAND', userId: whoAmI.id, from: '2000-01-01T00:00:00Z' },
      perPage: 1,
    });
    expect(activity.items[0]).toMatchObject({
      action: 'DELETE',
      recordId: id,
      recordLabel: 'Soon Gone',
      changes: { title: { before: 'Soon Gone', after: null } },
    });
    const nothingYet = await api.asAdmin<{ activity: HistoryPage }>(ACTIVITY, {
      filter: { to: '2000-01-01T00:00:00Z' },
    });
    expect(nothingYet.activity.count).toBe(0);
    const other = await api.asAdmin<{ activity: HistoryPage }>(ACTIVITY, { filter: { recordType: 'JOB' } });
    expect(other.activity.items.every((entry) => entry.recordType === 'JOB')).toBe(true);
  });

  it("restores the state before an entry's change, version-checked, as a RESTORE entry", async () => {
    const id = await createBrand('Original Title');
    await api.asAdmin(UPDATE_BRAND, { id, title: 'Mistaken Title' });
    const [mistake] = (await historyOf('BRAND', id)).items;
    expect(mistake!.restorable).toBe(true);

    const stale = await api.request(RESTORE, { entry: mistake!.id, v: 1 }, api.adminToken);
    expect(firstError(stale).code).toBe('CONFLICT');

    const { restoreRecordVersion } = await api.asAdmin<{ restoreRecordVersion: { version: number; entry: Entry } }>(
      RESTORE,
      { entry: mistake!.id, v: 2 },
    );
    expect(restoreRecordVersion.version).toBe(3);
    expect(restoreRecordVersion.entry).toMatchObject({
      action: 'RESTORE',
      changes: { title: { before: 'Mistaken Title', after: 'Original Title' } },
    });
    const { findBrandById } = await api.asAdmin<{ findBrandById: { title: string } }>(
      `query($id: ID!) { findBrandById(id: $id) { title } }`,
      { id },
    );
    expect(findBrandById.title).toBe('Original Title');
  });

  it('restores products with their other fields, and refuses kinds that are not restorable', async () => {
    const { findProducts } = await api.asAdmin<{ findProducts: { items: { id: string; price: number }[] } }>(
      `{ findProducts(limit: 1, sort: { field: TITLE, order: DESC }) { items { id price } } }`,
    );
    const product = findProducts.items[0]!;
    await api.asAdmin(`mutation($id: ID!) { bulkUpdateProducts(ids: [$id], input: { featured: true }) { affected } }`, {
      id: product.id,
    });
    const [bulk] = (await historyOf('PRODUCT', product.id)).items;
    expect(bulk).toMatchObject({ action: 'BULK_UPDATE', restorable: true });
    const { restoreRecordVersion } = await api.asAdmin<{ restoreRecordVersion: { version: number; entry: Entry } }>(
      RESTORE,
      { entry: bulk!.id, v: 2 },
    );
    expect(restoreRecordVersion.entry.changes).toEqual({ featured: { before: true, after: false } });

    const { createOrganization } = await api.asAdmin<{ createOrganization: { id: string } }>(
      `mutation { createOrganization(input: { name: "Org", slug: "history-org" }) { id } }`,
    );
    await api.asAdmin(
      `mutation($id: ID!) { updateOrganization(id: $id, input: { name: "Org 2", slug: "history-org" }) { id } }`,
      { id: createOrganization.id },
    );
    const [orgUpdate] = (await historyOf('ORGANIZATION', createOrganization.id)).items;
    expect(orgUpdate!.restorable).toBe(false);
    const refused = await api.request(RESTORE, { entry: orgUpdate!.id, v: 2 }, api.adminToken);
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'historyEntryId' });
  });

  it('names publishing, making a layout live and running a job now', async () => {
    const { createBlogPost } = await api.asAdmin<{ createBlogPost: { id: string } }>(
      `mutation { createBlogPost(input: { title: "Draft", status: DRAFT }) { id } }`,
    );
    await api.asAdmin(
      `mutation($id: ID!) { updateBlogPost(id: $id, input: { title: "Draft", status: PUBLISHED, content: "<p>Out now.</p>" }) { id } }`,
      { id: createBlogPost.id },
    );
    expect((await historyOf('BLOG_POST', createBlogPost.id)).items[0]!.action).toBe('PUBLISH');

    const { findPageLayouts } = await api.asAdmin<{ findPageLayouts: { items: { id: string }[] } }>(
      `{ findPageLayouts(limit: 1) { items { id } } }`,
    );
    const layoutId = findPageLayouts.items[0]!.id;
    await api.asAdmin(`mutation($id: ID!) { activatePageLayout(id: $id) { id } }`, { id: layoutId });
    expect((await historyOf('PAGE_LAYOUT', layoutId)).items[0]!.action).toBe('MAKE_LIVE');

    const { findJobs } = await api.asAdmin<{ findJobs: { items: { id: string }[] } }>(
      `{ findJobs(limit: 1) { items { id } } }`,
    );
    const jobId = findJobs.items[0]!.id;
    await api.asAdmin(`mutation($id: ID!) { runJobNow(id: $id) { id } }`, { id: jobId });
    expect((await historyOf('JOB', jobId)).items[0]).toMatchObject({ action: 'RUN_NOW', changes: {} });
  });

  it('lets whoever reads a kind read its history; activity is for admins; restoring needs update', async () => {
    const id = await createBrand('Permissions');
    const viewerReads = await api.request(RECORD_HISTORY, { type: 'BRAND', id }, viewerToken);
    expect(viewerReads.errors).toBeUndefined();
    const { whoAmI } = await api.asAdmin<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`);
    const viewerUsers = await api.request(RECORD_HISTORY, { type: 'USER', id: whoAmI.id }, viewerToken);
    expect(firstError(viewerUsers).code).toBe('PERMISSION_DENIED');
    const editorActivity = await api.request(ACTIVITY, {}, editorToken);
    expect(firstError(editorActivity).code).toBe('PERMISSION_DENIED');
    const [created] = (await historyOf('BRAND', id)).items;
    const viewerRestore = await api.request(RESTORE, { entry: created!.id, v: 1 }, viewerToken);
    expect(firstError(viewerRestore).code).toBe('PERMISSION_DENIED');
  });
});
