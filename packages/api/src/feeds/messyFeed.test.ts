import { entityProblems, productEntity } from '@deals/domain/entities';
import { feedTooLargeProblem, productCurrencyProblem } from '@deals/domain/rules';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { startTestApi, type TestApi } from '../testing/testApi';
import { check, importView, uploadFeed } from './feedTesting';

let api: TestApi;
beforeAll(async () => {
  // Limits a test reaches in a few kilobytes; the same code counts to 50 MB and 100,000 rows by default.
  api = await startTestApi({ config: { jobPollSeconds: 0.5, feedLimits: { bytes: 64 * 1024 * 1024, rows: 500 } } });
  await api.services.jobs.start();
}, 120_000);
afterAll(async () => api?.close());

const counts = async () => {
  const { rows } = await api.services.db.query<{ products: number; brands: number; history: number }>(
    `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM brands)::int AS brands,
            (SELECT count(*) FROM history_entries)::int AS history`,
  );
  return rows[0]!;
};

const refusedWith = async (body: string | Uint8Array<ArrayBuffer>, code: string, message: RegExp, status = 400) => {
  const before = await counts();
  const { rows: imports } = await api.services.db.query(`SELECT id FROM feed_imports`);
  const answer = await uploadFeed(api, body, { entity: 'product', feedName: 'refused' });
  expect(answer.status).toBe(status);
  expect(answer.json.errors?.[0]?.extensions.code).toBe(code);
  expect(answer.json.errors?.[0]?.message).toMatch(message);
  // Nothing kept: no import, no row, no record.
  expect((await api.services.db.query(`SELECT id FROM feed_imports`)).rows).toEqual(imports);
  expect(await counts()).toEqual(before);
};

describe("the server's limits on a feed file", () => {
  const VIEWER = DEMO_ACCOUNTS.find((account) => account.role === 'VIEWER')!;
  const LIMITS = `{ feedLimits { maxBytes maxRows } }`;

  it('are told to whoever reads imports, lowered ones included, and to no one signed out', async () => {
    expect(await api.asAdmin(LIMITS)).toEqual({ feedLimits: { maxBytes: 64 * 1024 * 1024, maxRows: 500 } });
    // The wizard names the deployment's limit before a file is chosen, not the shared default it would otherwise assume.
    api.config.feedLimits.bytes = 4_000_000;
    try {
      const viewer = await api.login(VIEWER.email, VIEWER.password);
      const answer = await api.request(LIMITS, {}, viewer.accessToken);
      expect(answer).toEqual({ data: { feedLimits: { maxBytes: 4_000_000, maxRows: 500 } } });
    } finally {
      api.config.feedLimits.bytes = 64 * 1024 * 1024;
    }
    expect((await api.request(LIMITS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a file that cannot be imported is refused with a clear message and changes nothing', () => {
  it('refuses an empty file, a header alone and duplicate headers', async () => {
    await refusedWith('', 'FEED_EMPTY', /^The file is empty\.$/);
    await refusedWith('\n\n', 'FEED_EMPTY', /^The file is empty\.$/);
    await refusedWith('Title,Price\n', 'FEED_NO_ROWS', /header row but no rows/);
    await refusedWith(
      'Title,Price,title\nA,1,B\n',
      'FEED_DUPLICATE_HEADERS',
      /The header "Title" appears twice \(columns 1 and 3\)/,
    );
  });

  it('refuses a binary file, a workbook and a PDF named .csv', async () => {
    const binary = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    await refusedWith(binary, 'FEED_NOT_TEXT', /not text/);
    await refusedWith(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'FEED_NOT_TEXT', /Excel workbook/);
    await refusedWith(new TextEncoder().encode('%PDF-1.7\n...'), 'FEED_NOT_TEXT', /a PDF/);
  });

  it('refuses a file over its byte limit from its Content-Length before reading it', async () => {
    const response = await api.api.handle(
      new Request('http://localhost:4999/api/v1/feeds/imports?entity=product', {
        method: 'POST',
        headers: { authorization: `Bearer ${api.adminToken}`, 'content-length': String(65 * 1024 * 1024) },
        body: 'Title\nA\n',
      }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /larger than 64 MB/,
    );
  });

  it('refuses a file past its row limit, and a body past its byte limit that declares no length, as they stream', async () => {
    await refusedWith(`Title\n${'x\n'.repeat(501)}`, 'FEED_TOO_MANY_ROWS', /more than 500 rows/, 413);
    api.config.feedLimits.bytes = 1024 * 1024;
    try {
      const chunk = new TextEncoder().encode('y'.repeat(1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          if (sent > 2000) controller.close();
          else controller.enqueue(sent === 1 ? new TextEncoder().encode('Title\n') : chunk);
        },
      });
      await refusedWith(stream as never, 'FEED_TOO_LARGE', /larger than 1 MB/, 413);
    } finally {
      api.config.feedLimits.bytes = 64 * 1024 * 1024;
    }
  });

  it('holds a deployment’s lowered byte limit to the byte, naming it in the words the import wizard uses', async () => {
    // FEED_MAX_BYTES=1000: "1 KB" (1,024 bytes) would be untrue of the 1,001-byte file it refuses.
    api.config.feedLimits.bytes = 1000;
    try {
      const file = (bytes: number) => `Title\n${'z'.repeat(bytes - 'Title\n'.length - 1)}\n`;
      expect(file(1000)).toHaveLength(1000);
      const message = 'The file is larger than 1,000 bytes. Split it into smaller files and import each.';
      expect(feedTooLargeProblem(1000)).toBe(message);
      const atLimit = await uploadFeed(api, file(1000), { entity: 'brand', feedName: 'at the limit' });
      expect(atLimit.status).toBe(201);
      // Counted as it arrives, in one piece or in two, and declared by Content-Length (refused before reading).
      await refusedWith(file(1001), 'FEED_TOO_LARGE', new RegExp(`^${message.replace(/\./g, '\\.')}$`), 413);
      const streamed = new TextEncoder().encode(file(1001));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(streamed.subarray(0, 600));
          controller.enqueue(streamed.subarray(600));
          controller.close();
        },
      });
      await refusedWith(stream as never, 'FEED_TOO_LARGE', /larger than 1,000 bytes\./, 413);
      const declared = await api.api.handle(
        new Request('http://localhost:4999/api/v1/feeds/imports?entity=brand', {
          method: 'POST',
          headers: { authorization: `Bearer ${api.adminToken}`, 'content-length': '1001' },
          body: file(1001),
        }),
      );
      expect(declared.status).toBe(413);
      expect(((await declared.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(message);
    } finally {
      api.config.feedLimits.bytes = 64 * 1024 * 1024;
    }
  });

  it('refuses a quote that is never closed', async () => {
    await refusedWith('Title,Price\n"Kettle,12\n', 'FEED_QUOTE_NOT_CLOSED', /never closed/);
  });

  it('takes the entity as the schema spells it; refuses names of the object machinery, NUL in names and a filter the list cannot use', async () => {
    expect((await uploadFeed(api, 'Title\nAcme\n', { entity: 'BRAND', feedName: 'spelling' })).status).toBe(201);
    for (const entity of ['__proto__', 'constructor', 'toString', 'users']) {
      const answer = await uploadFeed(api, 'Title\nA\n', { entity });
      expect(answer.status, entity).toBe(400);
      expect(answer.json.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.json.errors?.[0]?.message).toBe(
        `"${entity}" cannot be imported. Feeds import: product, brand, store, category.`,
      );
    }
    for (const query of [{ feedName: 'nul\u0000name' }, { fileName: 'a\u0000.csv' }] as Record<string, string>[]) {
      const answer = await uploadFeed(api, 'Title\nNamed\n', { entity: 'brand', ...query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const badFilter = await api.request(
      `mutation($filter: JSON) { feedDownloadLink(input: { export: { list: "brands", filter: $filter } }) { url } }`,
      { filter: { title: { $ne: null } } },
      api.adminToken,
    );
    expect(badFilter.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const link = await api.request(
      `mutation { feedDownloadLink(input: { export: { list: "__proto__" } }) { url } }`,
      {},
      api.adminToken,
    );
    expect(link.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a viewer, and a caller without a session', async () => {
    const viewer = await api.login('viewer@example.com', 'viewer-password');
    const asViewer = await uploadFeed(api, 'Title\nA\n', { entity: 'product' }, viewer.accessToken);
    expect(asViewer.status).toBe(403);
    expect(asViewer.json.errors?.[0]?.extensions.code).toBe('PERMISSION_DENIED');
    const anonymous = await uploadFeed(api, 'Title\nA\n', { entity: 'product' }, 'nonsense');
    expect(anonymous.status).toBe(401);
  });
});

describe('encodings and delimiters', () => {
  const readBack = async (body: string | Uint8Array<ArrayBuffer>, query: Record<string, string> = {}) => {
    const answer = await uploadFeed(api, body, { entity: 'brand', feedName: 'encodings', ...query });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const id = answer.json.import!.id;
    const view = await importView(api, id);
    const { rows } = await api.services.db.query<{ cells: string[] }>(
      `SELECT cells FROM feed_import_rows WHERE import_id = $1 ORDER BY row_number`,
      [Number(id)],
    );
    return { view, cells: rows.map((row) => row.cells) };
  };
  const text = 'Title;Active\r\n"Crème, brûlée";Yes\r\n"Two\nlines";No\r\n';

  it('reads UTF-8 with and without a byte-order mark, semicolons, quoted commas and line breaks', async () => {
    for (const body of [text, `\uFEFF${text}`]) {
      const { view, cells } = await readBack(body);
      expect(view).toMatchObject({ encoding: 'utf-8', delimiter: ';', headers: ['Title', 'Active'], rowCount: 2 });
      expect(cells).toEqual([
        ['Crème, brûlée', 'Yes'],
        ['Two\nlines', 'No'],
      ]);
    }
  });

  it('detects Windows-1252, decodes UTF-16 (with its byte-order mark), and takes an encoding a person chose', async () => {
    const latin = new Uint8Array(iconv.encode(text.replace(/;/g, '\t'), 'windows-1252'));
    const detected = await readBack(latin);
    expect(detected.view).toMatchObject({ encoding: 'windows-1252', delimiter: '\t' });
    expect(detected.cells[0]).toEqual(['Crème, brûlée', 'Yes']);
    const utf16 = new Uint8Array(iconv.encode(text, 'utf-16le', { addBOM: true }));
    const decoded = await readBack(utf16);
    expect(decoded.view.encoding).toBe('utf-16le');
    expect(decoded.cells[1]).toEqual(['Two\nlines', 'No']);
    const chosen = await readBack(latin, { encoding: 'iso-8859-15', delimiter: '\t' });
    expect(chosen.view).toMatchObject({ encoding: 'iso-8859-15', delimiter: '\t' });
  });
});

/** Every bad case of a partner's feed, one row each, and the message the form shows for it. */
function messyFeed() {
  const header = 'Name,Slug,Price,Sale price,Currency,Link,Brand,Details';
  const row = (cells: (string | number)[]) =>
    cells.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : cell)).join(',');
  const lines = [
    header,
    row(['Good kettle', 'good-kettle', '12.50', '', 'EUR', 'https://shop.example/good', 'Lumio', 'Fine']), // 2
    row(['Too many', 'too-many', '1', '', 'EUR', 'https://shop.example/many', '', '', 'extra']), // 3
    'Too few,too-few,1', // 4
    row(['Huge cell', 'huge', '5', '', 'EUR', 'https://shop.example/huge', '', 'x'.repeat(1024 * 1024)]), // 5
    row(['Not a price', 'nan', 'twelve', '', 'EUR', 'https://shop.example/nan', '', '']), // 6
    row(['Negative', 'negative', '-3', '', 'EUR', 'https://shop.example/neg', '', '']), // 7
    row(['Sale above', 'sale-above', '10', '20', 'EUR', 'https://shop.example/sale', '', '']), // 8
    row(['Bad link', 'bad-link', '10', '', 'EUR', 'shop.example/nolink', '', '']), // 9
    row(['Yen', 'yen', '10', '', 'JPY', 'https://shop.example/yen', '', '']), // 10
    row(['Repeat', 'good-kettle', '9', '', 'EUR', 'https://shop.example/other', '', '']), // 11
    row(['Unknown brand', 'unknown-brand', '9', '', 'EUR', 'https://shop.example/ub', 'Nobody Inc', '']), // 12
    row(['\'=HYPERLINK("x")', 'formula', '9', '', 'EUR', 'https://shop.example/formula', '', '']), // 13
    row(['', 'no-title', '9', '', 'EUR', 'https://shop.example/notitle', '', '']), // 14
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The form's messages for an input, as the product form would show them. */
const formSays = (input: Record<string, unknown>) => Object.values(entityProblems(productEntity, input));

describe('the dry run of a messy feed', () => {
  it("names each rejected row with its number, column and the form's message, and writes nothing", async () => {
    const before = await counts();
    const uploaded = await uploadFeed(api, messyFeed(), { entity: 'product', feedName: 'messy partner' });
    const id = uploaded.json.import!.id;
    const plan = await check(api, id, { missingReferences: 'REJECT' });
    expect(plan.status).toBe('CHECKED');
    expect(plan.plan!.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, rejected: 11 });
    const { data } = await api.request<{
      feedImportRows: {
        count: number;
        items: {
          row: number;
          planned: string;
          problems: { column: number | null; header: string | null; message: string }[];
        }[];
      };
    }>(
      `query($id: ID!) { feedImportRows(id: $id, filter: { planned: [REJECT] }, limit: 100) {
        count items { row planned problems { column header message } } } }`,
      { id },
      api.adminToken,
    );
    const problems = Object.fromEntries(
      data!.feedImportRows.items.map((item) => [item.row, item.problems.map((p) => [p.header, p.message])]),
    );
    const base = { currency: 'EUR', dealUrl: 'https://shop.example/x', title: 'T', price: 1 };
    expect(problems).toEqual({
      3: [[null, 'This row has 9 fields; the header has 8.']],
      4: [[null, 'This row has 3 fields; the header has 8.']],
      5: [['Details', formSays({ ...base, description: 'x'.repeat(1024 * 1024) })[0]]],
      6: [['Price', 'Price must be a number.']],
      7: [['Price', formSays({ ...base, price: -3 })[0]]],
      8: [['Sale price', formSays({ ...base, price: 10, salePrice: 20 })[0]]],
      9: [['Link', formSays({ ...base, dealUrl: 'shop.example/nolink' })[0]]],
      10: [['Currency', productCurrencyProblem('JPY')]],
      11: [['Slug', 'Row 2 has the same slug ("good-kettle").']],
      12: [['Brand', 'No brand is named "Nobody Inc".']],
      14: [['Name', formSays({ ...base, title: '' })[0]]],
    });
    expect(problems[5]![0]![1]).toBe('Description must be 5000 characters or fewer.');
    // The formula's neutralising apostrophe is taken off: the row is fine and its title is the formula text.
    const { rows } = await api.services.db.query<{ planned: string }>(
      `SELECT planned FROM feed_import_rows WHERE import_id = $1 AND row_number = 13`,
      [Number(id)],
    );
    expect(rows[0]!.planned).toBe('CREATE');
    expect(await counts()).toEqual(before);
  });

  it('says which required field a mapping leaves out, and rejects the rows that would create for it', async () => {
    const uploaded = await uploadFeed(api, 'Name,Price,Link\nA,1,https://shop.example/a\n', {
      entity: 'product',
      feedName: 'no currency',
    });
    const plan = await check(api, uploaded.json.import!.id);
    expect(plan.plan!.unmappedRequired).toEqual([{ key: 'currency', label: 'Currency' }]);
    expect(plan.plan!.counts.rejected).toBe(1);
    const { rows } = await api.services.db.query<{ problems: { header: string | null; message: string }[] }>(
      `SELECT problems FROM feed_import_rows WHERE import_id = $1`,
      [Number(uploaded.json.import!.id)],
    );
    expect(rows[0]!.problems).toEqual([
      { column: null, header: null, field: 'currency', message: productCurrencyProblem(null) },
    ]);
  });

  it('offers the mapping saved for a feed name to its next file, header by header', async () => {
    const first = await uploadFeed(api, 'Product title,Cost,Cur,Url\nA,1,EUR,https://shop.example/a\n', {
      entity: 'product',
      feedName: 'Partner X',
    });
    const fresh = await importView(api, first.json.import!.id);
    expect(fresh.savedSettingsUsed).toBe(false);
    expect(fresh.suggestedSettings.mapping.map((entry) => entry.field)).toEqual([null, null, null, 'dealUrl']);
    await check(api, first.json.import!.id, {
      mapping: [
        { column: 0, field: 'title' },
        { column: 1, field: 'price' },
        { column: 2, field: 'currency' },
        { column: 3, field: 'dealUrl' },
      ],
    });
    const next = await uploadFeed(api, 'Url,Cur,Cost,Product title,Notes\n', {
      entity: 'product',
      feedName: 'partner x',
    });
    expect(next.status).toBe(400);
    const second = await uploadFeed(api, 'Url,Cur,Cost,Product title,Notes\nhttps://shop.example/b,EUR,2,B,n\n', {
      entity: 'product',
      feedName: 'partner x',
    });
    const offered = await importView(api, second.json.import!.id);
    expect(offered.savedSettingsUsed).toBe(true);
    expect(offered.suggestedSettings.mapping.map((entry) => entry.field)).toEqual([
      'dealUrl',
      'currency',
      'price',
      'title',
      null,
    ]);
  });
});
