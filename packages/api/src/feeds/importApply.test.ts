import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED_CHANNEL } from '../live/changeFeed';
import { startTestApi, type TestApi } from '../testing/testApi';
import { applyBatchSize } from './applyPhase';
import { check, exportCsv, importFile, importView, mutate, settled, uploadFeed } from './feedTesting';

let api: TestApi;
beforeAll(async () => {
  // 300 seeded products: lists and exports past 9, 99 and a page of 25.
  api = await startTestApi({ seed: { products: 300 }, config: { jobPollSeconds: 0.5 } });
  await api.services.jobs.start();
}, 120_000);
afterAll(async () => api?.close());

/** Every column of every product, ordered by id: what "the catalogue is unchanged" compares. */
async function catalogue() {
  const { rows } = await api.services.db.query(`SELECT * FROM products ORDER BY id`);
  return rows;
}

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

/** `count` new products, one per row, with the columns an export writes. */
function newProducts(count: number, prefix: string, brand = 'Lumio') {
  const header = 'Title,Slug,Currency,Price,Sale price,Deal URL,Brand,Active';
  const rows = Array.from({ length: count }, (_, index) =>
    csvLine([
      `${prefix} ${index + 1}`,
      `${prefix}-${index + 1}`,
      'EUR',
      `${10 + index}.00`,
      '',
      `https://shop.example/${prefix}-${index + 1}`,
      brand,
      'Yes',
    ]),
  );
  return [header, ...rows].join('\n');
}

describe('apply', () => {
  it('writes nothing before the person confirms, then creates and updates in batches with one history batch', async () => {
    const before = (await catalogue()).length;
    const uploaded = await uploadFeed(api, newProducts(260, 'batch'), { entity: 'product', feedName: 'batches' });
    const id = uploaded.json.import!.id;
    const plan = await check(api, id);
    expect(plan.plan!.counts).toMatchObject({ created: 260, rejected: 0 });
    expect((await catalogue()).length).toBe(before);
    const applied = await mutate(api, 'applyFeedImport', id);
    expect(applied.errors).toBeUndefined();
    const done = await settled(api, id);
    expect(done.status).toBe('APPLIED');
    expect(done.counts).toEqual({ created: 260, updated: 0, unchanged: 0, skipped: 0, rejected: 0 });
    expect((await catalogue()).length).toBe(before + 260);
    // One activity entry for the whole import, opening to its 260 entries.
    const activity = await api.asAdmin<{
      activity: { items: { id: string; batch: { id: string; entryCount: number; kind: string } | null }[] };
    }>(`{ activity(perPage: 100) { items { id batch { id kind importId entity label entryCount } } } }`);
    const batches = activity.activity.items.filter((item) => item.batch);
    expect(batches).toHaveLength(1);
    // What the activity names it by and opens: the feed and file, and the import's report under its list.
    expect(batches[0]!.batch).toMatchObject({
      kind: 'IMPORT',
      entryCount: 260,
      importId: id,
      entity: 'PRODUCT',
      label: 'batches (feed.csv)',
    });
    const entries = await api.asAdmin<{ historyBatchEntries: { count: number; items: { action: string }[] } }>(
      `query($id: ID!) { historyBatchEntries(batchId: $id, perPage: 100, page: 2) { count items { action } } }`,
      { id: batches[0]!.batch!.id },
    );
    expect(entries.historyBatchEntries.count).toBe(260);
    expect(entries.historyBatchEntries.items).toHaveLength(100);
  });

  it('tells open lists once per batch of rows, not once per row', async () => {
    const events: { kind: string; recordType: string }[] = [];
    const stop = await api.services.db.listen(RECORD_CHANGED_CHANNEL, (payload) => events.push(JSON.parse(payload)));
    try {
      const done = await importFile(api, newProducts(600, 'live'), { entity: 'product', feedName: 'live' });
      expect(done.counts!.created).toBe(600);
      // 600 rows in batches of 250 (PGlite) or 500 (a PostgreSQL server): one event per batch.
      const batches = Math.ceil(600 / applyBatchSize(api.services.db.kind));
      await expect.poll(() => events.filter((event) => event.kind === 'IMPORT').length).toBe(batches);
      expect(events.every((event) => event.kind === 'IMPORT' && event.recordType === 'PRODUCT')).toBe(true);
    } finally {
      await stop();
    }
  });

  it('creates the brands rows name, once, and undo removes them with the products', async () => {
    const done = await importFile(api, newProducts(30, 'newbrand', 'Brand New Co'), {
      entity: 'product',
      feedName: 'nb',
    });
    expect(done.counts!.created).toBe(30);
    expect(done.referencesCreated).toBe(1);
    const { rows } = await api.services.db.query(`SELECT id FROM brands WHERE title = 'Brand New Co'`);
    expect(rows).toHaveLength(1);
    await mutate(api, 'undoFeedImport', done.id);
    const undone = await settled(api, done.id);
    expect(undone.status).toBe('UNDONE');
    expect(undone.undoCounts).toMatchObject({ reverted: 30, kept: 0 });
    expect((await api.services.db.query(`SELECT id FROM brands WHERE title = 'Brand New Co'`)).rows).toHaveLength(0);
  });
});

describe('export → import round trip', () => {
  it('exports every page of the list; importing the file back leaves every field of every product unchanged', async () => {
    const before = await catalogue();
    const exported = await exportCsv(api, 'products');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/text\/csv/);
    // UTF-8 with a byte-order mark, so spreadsheet programs read accents right (fetch's decoder drops the mark).
    expect([...exported.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = exported.text.trim().split(/\r?\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(lines).toHaveLength(before.length + 1);
    const done = await importFile(api, exported.text, { entity: 'product', feedName: 'round trip' });
    expect(done.counts).toEqual({ created: 0, updated: 0, unchanged: before.length, skipped: 0, rejected: 0 });
    expect(await catalogue()).toEqual(before);
  });

  it('puts back what was changed or deleted since the export, values that look like formulas included', async () => {
    await api.services.db.query(
      `UPDATE products SET title = '=HYPERLINK("http://evil.example")' WHERE id = (SELECT min(id) FROM products)`,
    );
    await api.services.db.query(
      `UPDATE products SET title = '-40% @home +1' WHERE id = (SELECT min(id) + 1 FROM products)`,
    );
    const before = await catalogue();
    const exported = await exportCsv(api, 'products', { sort: { field: 'TITLE', order: 'ASC' } });
    expect(exported.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(exported.text).toContain(`'-40% @home +1`);
    // Someone edits three products and deletes two after the export.
    await api.services.db.query(
      `UPDATE products SET price = price + 1 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 3)`,
    );
    const deleted = await api.services.db.query<{ slug: string }>(
      `DELETE FROM products WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 2 OFFSET 5) RETURNING slug`,
    );
    const done = await importFile(api, exported.text, { entity: 'product', feedName: 'round trip' });
    expect(done.counts).toMatchObject({ created: 2, updated: 3, rejected: 0 });
    const after = await catalogue();
    // SEO metadata is no feed column (the definitions say so): a product made again from the file starts without it.
    const recreated = new Set(deleted.rows.map((row) => row.slug));
    const comparable = (rows: Record<string, unknown>[]) =>
      rows
        .map(({ id: _id, version: _v, updated_at: _u, created_at: _c, updated_by: _b, metadata, ...fields }) => ({
          ...fields,
          metadata: recreated.has(String(fields.slug)) ? null : metadata,
        }))
        .sort((a: Record<string, unknown>, b: Record<string, unknown>) => String(a.slug).localeCompare(String(b.slug)));
    expect(comparable(after)).toEqual(comparable(before));
  });
});

describe('undo', () => {
  it('returns every record the import wrote to its state before, leaving and listing the ones edited since', async () => {
    const targets = await api.services.db.query<{ id: string; slug: string; title: string; deal_url: string }>(
      `SELECT id::text, slug, title, deal_url FROM products ORDER BY id LIMIT 12`,
    );
    const header = 'Title,Slug,Currency,Price,Deal URL';
    const rows = targets.rows.map((row, index) =>
      csvLine([`${row.title} (new)`, row.slug, 'EUR', `${500 + index}.00`, row.deal_url]),
    );
    const created = Array.from({ length: 5 }, (_, index) =>
      csvLine([`Undo new ${index}`, `undo-new-${index}`, 'EUR', '5.00', `https://shop.example/undo-${index}`]),
    );
    const before = await catalogue();
    const done = await importFile(api, [header, ...rows, ...created].join('\n'), {
      entity: 'product',
      feedName: 'undo',
    });
    expect(done.counts).toMatchObject({ created: 5, updated: 12 });
    // A colleague edits one updated product and one created product after the import.
    const edit = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
    const edited = await api.asAdmin<{ findProductById: Record<string, unknown> }>(
      `query($id: ID!) { findProductById(id: $id) { title price currency dealUrl } }`,
      { id: targets.rows[0]!.id },
    );
    await api.asAdmin(edit, { id: targets.rows[0]!.id, input: { ...edited.findProductById, title: 'Edited since' } });
    const newOne = await api.services.db.query<{ id: string }>(
      `SELECT id::text FROM products WHERE slug = 'undo-new-0'`,
    );
    await api.asAdmin(edit, {
      id: newOne.rows[0]!.id,
      input: { title: 'Kept new', price: 6, currency: 'EUR', dealUrl: 'https://shop.example/undo-0' },
    });
    await mutate(api, 'undoFeedImport', done.id);
    const undone = await settled(api, done.id);
    expect(undone.undoCounts).toMatchObject({ reverted: 15, kept: 2 });
    const kept = await api.asAdmin<{
      feedImportRows: { items: { row: number; undoOutcome: string; undoNote: string }[] };
    }>(
      `query($id: ID!) { feedImportRows(id: $id, filter: { undoOutcome: [KEPT] }) { items { row undoOutcome undoNote } } }`,
      { id: done.id },
    );
    expect(kept.feedImportRows.items.map((item) => item.row)).toEqual([2, 14]);
    expect(kept.feedImportRows.items[0]!.undoNote).toBe('It was changed since the import by Ada Admin.');
    const after = await catalogue();
    const keptIds = new Set([targets.rows[0]!.id, newOne.rows[0]!.id]);
    const stripped = (rows: Record<string, unknown>[]) =>
      rows
        .filter((row) => !keptIds.has(String(row.id)))
        .map(({ version: _v, updated_at: _u, updated_by: _b, ...fields }) => fields);
    expect(stripped(after)).toEqual(stripped(before));
    // The undo is one more batch in the activity.
    const activity = await api.asAdmin<{
      activity: { items: { batch: { kind: string; entryCount: number } | null }[] };
    }>(`{ activity(perPage: 100) { items { batch { kind entryCount } } } }`);
    expect(activity.activity.items.filter((item) => item.batch?.kind === 'UNDO_IMPORT')[0]!.batch!.entryCount).toBe(15);
  });
});

describe('cancel and two imports of one feed', () => {
  it('cancels between two batches: what was applied stays and is listed', async () => {
    api.services.config.feedRestShare = 40;
    try {
      const uploaded = await uploadFeed(api, newProducts(800, 'cancel'), { entity: 'product', feedName: 'cancel' });
      const id = uploaded.json.import!.id;
      await check(api, id);
      await mutate(api, 'applyFeedImport', id);
      await expect
        .poll(async () => (await importView(api, id)).progress?.done ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(0);
      expect((await mutate(api, 'cancelFeedImport', id)).errors).toBeUndefined();
      const cancelled = await settled(api, id);
      expect(cancelled.status).toBe('CANCELLED');
      const applied = cancelled.counts!.created;
      expect(applied).toBeGreaterThan(0);
      expect(applied).toBeLessThan(800);
      const listed = await api.asAdmin<{ feedImportRows: { count: number } }>(
        `query($id: ID!) { feedImportRows(id: $id, filter: { outcome: [CREATE] }) { count } }`,
        { id },
      );
      expect(listed.feedImportRows.count).toBe(applied);
      const { rows } = await api.services.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products WHERE slug LIKE 'cancel-%'`,
      );
      expect(rows[0]!.n).toBe(applied);
    } finally {
      api.services.config.feedRestShare = 0.25;
    }
  });

  it('keeps a deployment’s write rate, and its progress promises no more than that rate', async () => {
    api.services.config.feedWriteRowsPerSecond = 100;
    try {
      const rows = applyBatchSize(api.services.db.kind) * 6;
      const uploaded = await uploadFeed(api, newProducts(rows, 'paced'), { entity: 'product', feedName: 'paced' });
      const id = uploaded.json.import!.id;
      await check(api, id);
      await mutate(api, 'applyFeedImport', id);
      // Seen after its first batch, before the rest that keeps the rate: the measure alone said hundreds a second.
      await expect
        .poll(async () => (await importView(api, id)).progress?.done ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(0);
      const { progress } = await importView(api, id);
      expect(progress!.rate).not.toBeNull();
      expect(progress!.rate!).toBeLessThanOrEqual(100);
      expect(progress!.secondsLeft!).toBeGreaterThanOrEqual((progress!.total - progress!.done) / 100);
      // Each batch rests until the rate is kept: the next one has not started yet.
      expect(progress!.done).toBeLessThan(rows);
      expect((await mutate(api, 'cancelFeedImport', id)).errors).toBeUndefined();
      expect((await settled(api, id)).status).toBe('CANCELLED');
    } finally {
      api.services.config.feedWriteRowsPerSecond = undefined;
    }
  });

  it('refuses the second person applying a feed being imported, and nothing is applied twice', async () => {
    const file = newProducts(300, 'twice');
    const first = (await uploadFeed(api, file, { entity: 'product', feedName: 'Shared feed' })).json.import!.id;
    const editor = await api.login('editor@example.com', 'editor-password');
    const second = (await uploadFeed(api, file, { entity: 'product', feedName: 'shared feed' }, editor.accessToken))
      .json.import!.id;
    await check(api, first);
    await check(api, second, {}, editor.accessToken);
    const answers = await Promise.all([
      mutate(api, 'applyFeedImport', first),
      mutate(api, 'applyFeedImport', second, editor.accessToken),
    ]);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.message).toMatch(
      /^"(Shared|shared) feed" is being imported by (Ada Admin|Eli Editor)/,
    );
    expect((refused[0]!.errors![0] as { extensions?: { code?: string } }).extensions?.code).toBe('FEED_IMPORT_BUSY');
    const winner = answers[0]!.errors ? second : first;
    const loser = winner === first ? second : first;
    expect((await settled(api, winner)).counts!.created).toBe(300);
    // Applied after the first: every row finds its product, none is created twice.
    const loserToken = loser === second ? editor.accessToken : api.adminToken;
    expect((await mutate(api, 'applyFeedImport', loser, loserToken)).errors).toBeUndefined();
    expect((await settled(api, loser)).counts).toMatchObject({ created: 0, unchanged: 300 });
    const { rows } = await api.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE slug LIKE 'twice-%'`,
    );
    expect(rows[0]!.n).toBe(300);
  });
});

describe('who may do what', () => {
  it('lets viewers export but not import; editors undo their own imports, not an admin’s', async () => {
    const viewer = await api.login('viewer@example.com', 'viewer-password');
    expect((await exportCsv(api, 'brands', {}, viewer.accessToken)).status).toBe(200);
    expect((await exportCsv(api, 'users', {}, viewer.accessToken)).status).toBe(400);
    const adminImport = await importFile(api, newProducts(3, 'adminown'), { entity: 'product', feedName: 'admin own' });
    const editor = await api.login('editor@example.com', 'editor-password');
    const refused = await mutate(api, 'undoFeedImport', adminImport.id, editor.accessToken);
    expect(refused.errors?.[0]?.message).toBe(
      'Only the person who uploaded this file, or an admin, can change this import.',
    );
    const asViewer = await mutate(api, 'undoFeedImport', adminImport.id, viewer.accessToken);
    expect((asViewer.errors?.[0] as { extensions?: { code?: string } }).extensions?.code).toBe('PERMISSION_DENIED');
  });
});
