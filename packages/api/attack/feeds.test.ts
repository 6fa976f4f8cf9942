import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { codes, post, signIn } from './support/client';
import { attackContext } from './support/context';
import { appliedFeed, downloadLink, feedImport, uploadedFeed, uploadFeed, waitForFeed } from './support/feeds';
import { onePixelPng } from './support/media';
import { declaredUpload } from './support/rawHttp';
import { adminToken, asAdmin, createStaff, signInAs, type Person } from './support/staff';

const { origin } = attackContext();
// README "Permissions": import for admins and editors on products, brands, stores, categories; `update` on imports
// (cancel or undo anyone's) for admins only; export for every role.
let viewer: string;
let editorA: string;
let editorB: string;
let editorBPerson: Person;

beforeAll(async () => {
  const [v, a, b] = await Promise.all([
    createStaff('VIEWER', 'Feed Viewer'),
    createStaff('EDITOR', 'Feed Editor A'),
    createStaff('EDITOR', 'Feed Editor B'),
  ]);
  editorBPerson = b;
  const sessions = await Promise.all([signInAs(v), signInAs(a), signInAs(b)]);
  [viewer, editorA, editorB] = sessions.map((session) => session.accessToken) as [string, string, string];
});

const tag = () => randomBytes(3).toString('hex');
const brandsCsv = (...titles: string[]) => `Title\n${titles.join('\n')}\n`;

async function importCount(): Promise<number> {
  return (await asAdmin<{ feedImports: { count: number } }>('{ feedImports { count } }')).feedImports.count;
}

describe('who may upload a feed', () => {
  it('a stranger and a viewer upload nothing, whatever the entity', async () => {
    const before = await importCount();
    const stranger = await uploadFeed(undefined, 'brand', brandsCsv(`Stranger ${tag()}`));
    expect(stranger.status).toBe(401);
    for (const entity of ['brand', 'product', 'store', 'category']) {
      const answer = await uploadFeed(viewer, entity, brandsCsv(`Viewer ${tag()}`));
      expect(answer.status, entity).toBe(403);
      expect(answer.body.import, entity).toBeUndefined();
    }
    expect(await importCount()).toBe(before);
  });

  it('nobody imports what the table has no import for (users, sales, media) and the refusal names the entity', async () => {
    for (const entity of ['user', 'sale', 'organization', 'blogPost', 'media', '../brand', 'brand\u0000']) {
      const answer = await uploadFeed(await adminToken(), entity, brandsCsv(`X ${tag()}`));
      expect(answer.status, entity).toBe(400);
      expect(answer.body.errors?.[0]?.extensions, entity).toMatchObject({ code: 'BAD_USER_INPUT', field: 'entity' });
    }
  });

  it('odd feed names and parameters answer 4xx or are kept as text, never a 500', async () => {
    for (const feedName of ['', 'x'.repeat(5000), 'nul\u0000name', '../../etc/passwd', '<script>alert(1)</script>']) {
      const answer = await uploadFeed(editorA, 'brand', brandsCsv(`Named ${tag()}`), feedName);
      expect(answer.status, feedName.slice(0, 40)).toBeLessThan(500);
      if (answer.status === 201) {
        const { feedImport: saved } = await asAdmin<{ feedImport: { feedName: string } }>(
          'query ($id: ID!) { feedImport(id: $id) { feedName } }',
          { id: answer.body.import!.id },
        );
        // Kept as typed (trimmed, a long one cut to its start); no name at all gets a default one.
        expect(saved.feedName).not.toBe('');
        if (feedName.trim()) expect(feedName.trim().startsWith(saved.feedName)).toBe(true);
      }
    }
  });

  it('binary, empty, header-only and NUL-bearing files are refused and leave no import', async () => {
    const before = await importCount();
    const files: [string, string | Buffer][] = [
      ['a PNG', onePixelPng()],
      ['random bytes', randomBytes(4096)],
      ['empty', ''],
      ['header only', 'Title\n'],
      ['a NUL in a cell', `Title\nNul\u0000Brand ${tag()}\n`],
    ];
    for (const [what, body] of files) {
      const answer = await uploadFeed(editorA, 'brand', body);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.body.import, what).toBeUndefined();
    }
    expect(await importCount()).toBe(before);
  });

  it('a file declared over the size limit is refused from its Content-Length, before its body is read', async () => {
    const answer = await declaredUpload(editorA, 2 ** 30);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/FEED_TOO_LARGE/);
  });
});

describe('someone else’s import', () => {
  const MANAGE = [
    [
      'checkFeedImport',
      'mutation ($id: ID!) { checkFeedImport(id: $id, settings: { mapping: [{ column: 0, field: "title" }] }) { status } }',
    ],
    ['applyFeedImport', 'mutation ($id: ID!) { applyFeedImport(id: $id) { status } }'],
    ['cancelFeedImport', 'mutation ($id: ID!) { cancelFeedImport(id: $id) { status } }'],
    ['undoFeedImport', 'mutation ($id: ID!) { undoFeedImport(id: $id) { status } }'],
    ['discardFeedImport', 'mutation ($id: ID!) { discardFeedImport(id: $id) { message } }'],
  ] as const;

  it('another editor and a viewer can neither set up, apply, cancel, undo nor discard it', async () => {
    const title = `Editor A brand ${tag()}`;
    const id = await uploadedFeed(editorA, 'brand', brandsCsv(title));
    for (const [who, token] of [
      ['editor B', editorB],
      ['viewer', viewer],
    ] as const) {
      expect((await feedImport(token, id)).canManage, who).toBe(false);
      for (const [name, query] of MANAGE) {
        const answer = await post(origin, { query, variables: { id }, token });
        expect(codes(answer), `${who} ${name}`).toEqual(['PERMISSION_DENIED']);
      }
    }
    expect((await feedImport(editorA, id)).status).toBe('UPLOADED');
  });

  it('another editor cannot undo an applied import; an admin can (README: update on imports)', async () => {
    const title = `Undo target ${tag()}`;
    const id = await uploadedFeed(editorA, 'brand', brandsCsv(title));
    expect((await appliedFeed(editorA, id, ['title'])).counts?.created).toBe(1);
    const undo = 'mutation ($id: ID!) { undoFeedImport(id: $id) { status } }';
    expect(codes(await post(origin, { query: undo, variables: { id }, token: editorB }))).toEqual([
      'PERMISSION_DENIED',
    ]);
    const search = `{ findBrands(search: ${JSON.stringify(title)}) { count } }`;
    expect((await asAdmin<{ findBrands: { count: number } }>(search)).findBrands.count).toBe(1);
    expect(codes(await post(origin, { query: undo, variables: { id }, token: await adminToken() }))).toEqual([]);
    await waitForFeed(editorA, id, ['UNDONE']);
    expect((await asAdmin<{ findBrands: { count: number } }>(search)).findBrands.count).toBe(0);
  });

  it('an editor whose role is taken away mid-import can no longer apply it', async () => {
    const token = (await signInAs(editorBPerson)).accessToken;
    const id = await uploadedFeed(token, 'brand', brandsCsv(`Demoted ${tag()}`));
    await asAdmin('mutation ($id: ID!) { updateUser(id: $id, input: { role: VIEWER }) { id } }', {
      id: editorBPerson.id,
    });
    const fresh = await signIn(origin, editorBPerson.email, editorBPerson.password);
    const answer = await post(origin, {
      query:
        'mutation ($id: ID!) { checkFeedImport(id: $id, settings: { mapping: [{ column: 0, field: "title" }] }) { status } }',
      variables: { id },
      token: fresh.accessToken,
    });
    expect(codes(answer)).toEqual(['PERMISSION_DENIED']);
    await asAdmin('mutation ($id: ID!) { updateUser(id: $id, input: { role: EDITOR }) { id } }', {
      id: editorBPerson.id,
    });
    editorB = (await signInAs(editorBPerson)).accessToken;
  });
});

/** The export as a spreadsheet would read it: each line's first cell, unquoted. */
function firstCells(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => (line.startsWith('"') ? line.slice(1).replace(/""/g, '"') : (line.split(',')[0] ?? '')));
}

describe('export', () => {
  it('no exported cell starts a spreadsheet formula (=, +, -, @, tab, CR), whoever typed it', async () => {
    const marker = tag();
    const payloads = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://evil.example","x")'];
    for (const payload of payloads) {
      await asAdmin('mutation ($t: String!) { createBrand(input: { title: $t, active: false }) { id } }', {
        t: `${payload} ${marker}`,
      });
    }
    // The viewer exports (README: export for every role), searching for this test's brands.
    const link = await downloadLink(viewer, { export: { list: 'brands', search: marker } });
    expect(codes(link)).toEqual([]);
    const response = await fetch(link.data!.feedDownloadLink.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    const cells = firstCells(await response.text());
    expect(cells).toHaveLength(payloads.length);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('a download link is no session, a session is no download link, and a forged one opens nothing', async () => {
    const link = await downloadLink(editorA, { export: { list: 'brands' } });
    const url = new URL(link.data!.feedDownloadLink.url);
    const downloadToken = url.searchParams.get('token')!;
    const asBearer = await post(origin, { query: '{ whoAmI { id } }', token: downloadToken });
    expect(codes(asBearer)).toEqual(['FORBIDDEN']);
    expect((await uploadFeed(downloadToken, 'brand', brandsCsv(`Link ${tag()}`))).status).toBe(401);
    const session = await signInAs(editorBPerson);
    const [head, payload] = downloadToken.split('.');
    for (const [what, token] of [
      ['an access token', session.accessToken],
      ['a refresh token', session.refreshToken],
      ['a forged signature', `${head}.${payload}.${randomBytes(32).toString('base64url')}`],
      ['no signature', `${head}.${payload}.`],
      ['nothing', ''],
    ] as const) {
      url.searchParams.set('token', token);
      const response = await fetch(url);
      expect(response.status, what).toBe(401);
      expect(await response.text(), what).not.toMatch(/^\uFEFF?Title/);
    }
  });

  it('a download link dies with the login that asked for it', async () => {
    const person = await createStaff('EDITOR', 'Feed Leaver');
    const session = await signInAs(person);
    const link = await downloadLink(session.accessToken, { export: { list: 'brands' } });
    const logout = await post(origin, {
      query: 'mutation ($r: String!) { logout(refreshToken: $r) }',
      variables: { r: session.refreshToken },
      token: session.accessToken,
    });
    expect(logout.data).toEqual({ logout: true });
    expect(codes(await post(origin, { query: '{ whoAmI { id } }', token: session.accessToken }))).toEqual([
      'FORBIDDEN',
    ]);
    expect((await fetch(link.data!.feedDownloadLink.url)).status).toBe(401);
  });

  it('lists the table has no export for, and odd filters, sorts and ids answer BAD_USER_INPUT, never a 500', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { title: deep };
    const inputs: Record<string, unknown>[] = [
      { list: 'users' },
      { list: 'jobs' },
      { list: '__proto__' },
      { list: 'brands', filter: deep },
      { list: 'brands', filter: { title: { $ne: null } } },
      { list: 'brands', filter: 'DROP TABLE brands' },
      { list: 'brands', sort: { field: 'password_hash', direction: 'ASC' } },
      { list: 'brands', sort: [1, 2, 3] },
      { list: 'brands', ids: ['1'] },
      { list: 'products', ids: ['-1', '1e309', 'x'] },
      { list: 'products', search: 'x'.repeat(300_000) },
    ];
    for (const input of inputs) {
      const answer = await downloadLink(viewer, { export: input });
      const label = JSON.stringify(input).slice(0, 80);
      expect(answer.status, label).toBeLessThan(500);
      expect(codes(answer), label).not.toContain('INTERNAL_SERVER_ERROR');
      if (answer.errors?.length) expect(codes(answer), label).toEqual(['BAD_USER_INPUT']);
      else expect((await fetch(answer.data!.feedDownloadLink.url)).status, label).toBe(200);
    }
  });
});
