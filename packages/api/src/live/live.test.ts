import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/seed';
import { readEventStream, RECORD_CHANGED, type EventStream } from '../testing/eventStream';
import { startTestApi, type TestApi } from '../testing/testApi';

const RENAME_BRAND = `mutation($id: ID!, $title: String!) { updateBrand(id: $id, input: { title: $title }) { id version } }`;

describe('recordChanged', () => {
  let api: TestApi;
  let editor: { accessToken: string; refreshToken: string };
  let viewerToken = '';
  const open: EventStream[] = [];
  beforeAll(async () => {
    // A short heartbeat, so a revoked session's idle stream ends within the test.
    api = await startTestApi({ seed: { products: 5 }, config: { liveHeartbeatSeconds: 0.2 } });
    editor = await api.login('editor@example.com', 'editor-password');
    viewerToken = (await api.login('viewer@example.com', 'viewer-password')).accessToken;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await api.close();
  });

  async function subscribe(token: string | undefined, types?: string[]) {
    const stream = readEventStream(await answered(token, types));
    open.push(stream);
    return stream;
  }

  /** The subscription's answer, its body not read yet. */
  function answered(token: string | undefined, types?: string[]) {
    return api.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: RECORD_CHANGED, variables: { types } }),
      }),
    );
  }

  async function createBrand(title: string) {
    const { createBrand } = await api.asAdmin<{ createBrand: { id: string } }>(
      `mutation($title: String!) { createBrand(input: { title: $title }) { id } }`,
      { title },
    );
    return createBrand.id;
  }

  /** A brand created and then renamed: the rename is the next change a stream opened in between sees. */
  async function renamedBrand(stream: EventStream, title: string) {
    const id = await createBrand(`${title} before`);
    expect((await stream.next())?.data).toMatchObject({ recordChanged: { id, kind: 'CREATE' } });
    await api.asAdmin(RENAME_BRAND, { id, title });
    return id;
  }

  it("tells a subscriber of another session's rename: who, which record, its new version", async () => {
    const stream = await subscribe(editor.accessToken, ['BRAND']);
    const id = await renamedBrand(stream, 'Renamed Live');
    const { whoAmI } = await api.asAdmin<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`);
    const change = await stream.next();
    expect(change?.errors).toBeUndefined();
    expect(change?.data).toEqual({
      recordChanged: {
        recordType: 'BRAND',
        id,
        version: 2,
        kind: 'UPDATE',
        by: { id: whoAmI.id, name: DEMO_ADMIN.name },
        at: expect.any(String),
      },
    });
  });

  it('listens from the moment the stream is answered: a change before its first read still arrives', async () => {
    // A client that sees the stream open reads its record again to cover what came before; every change after that
    // must reach it, even while the stream's body has not been read yet (the browser is busy with the answer).
    const id = await createBrand('Kestrel before');
    const response = await answered(editor.accessToken, ['BRAND']);
    await api.asAdmin(RENAME_BRAND, { id, title: 'Kestrel between' });
    const stream = readEventStream(response);
    open.push(stream);
    const first = stream.next();
    await api.asAdmin(RENAME_BRAND, { id, title: 'Kestrel after' });
    expect((await first)?.data).toMatchObject({ recordChanged: { id, version: 2, kind: 'UPDATE' } });
    expect((await stream.next())?.data).toMatchObject({ recordChanged: { id, version: 3, kind: 'UPDATE' } });
  });

  it('never sends kinds the role may not read, and refuses to subscribe to them', async () => {
    const stream = await subscribe(viewerToken);
    const { whoAmI } = await api.asAdmin<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`);
    await api.asAdmin(`mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`, {
      id: whoAmI.id,
      input: { name: DEMO_ADMIN.name },
    });
    const id = await createBrand('Seen By Viewer');
    // The user change came first; the viewer's stream skipped it (viewers may not read users).
    expect((await stream.next())?.data).toMatchObject({ recordChanged: { recordType: 'BRAND', id } });

    const refused = await subscribe(viewerToken, ['USER']);
    expect((await refused.next())?.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('refuses an anonymous subscriber before anything streams', async () => {
    const stream = await subscribe(undefined);
    const result = await stream.next();
    expect(result?.errors?.[0]?.message).toBe('Forbidden');
    expect(await stream.next()).toBeNull();
  });

  it('notifies nobody of a write that rolled back', async () => {
    const stream = await subscribe(editor.accessToken, ['BRAND']);
    const id = await createBrand('Rolled Back');
    expect((await stream.next())?.data).toMatchObject({ recordChanged: { id, kind: 'CREATE' } });
    await expect(
      api.services.db.transaction(async (tx) => {
        await tx.query(`UPDATE brands SET title = 'Never Seen', version = version + 1 WHERE id = $1`, [id]);
        await tx.query(
          `INSERT INTO history_entries (user_name, record_type, record_id, record_label, action)
           VALUES ('Nobody', 'BRAND', $1, 'Never Seen', 'UPDATE')`,
          [id],
        );
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    await api.asAdmin(RENAME_BRAND, { id, title: 'Committed' });
    // The next change the stream sees is the committed rename, not the rolled-back one.
    expect((await stream.next())?.data).toMatchObject({ recordChanged: { id, kind: 'UPDATE', version: 2 } });
  });

  it("ends a revoked session's stream with Forbidden on its heartbeat", async () => {
    const session = await api.login('editor@example.com', 'editor-password');
    const stream = await subscribe(session.accessToken, ['BRAND']);
    await renamedBrand(stream, 'Before Sign Out');
    await stream.next();
    await api.request(`mutation($token: String!) { logout(refreshToken: $token) }`, { token: session.refreshToken });
    expect((await stream.next())?.errors?.[0]?.message).toBe('Forbidden');
    expect(await stream.next()).toBeNull();
  });

  it("caps one person's streams across all their logins, saying so, while everyone else still subscribes", async () => {
    // Counted per login, one person signed in 201 times held every slot of the process and the admin was refused.
    await api.asAdmin(
      `mutation { createUser(input: { name: "Many Logins", email: "many-logins@example.com",
         password: "quiet-harbour-lantern-42", role: VIEWER }) { id } }`,
    );
    const before = api.services.changes.openCount;
    const logins = [];
    for (let login = 0; login < 11; login += 1)
      logins.push(await api.login('many-logins@example.com', 'quiet-harbour-lantern-42'));
    const streams = await Promise.all(logins.slice(0, 10).map((login) => subscribe(login.accessToken, ['BRAND'])));
    const id = await createBrand('Counted');
    for (const stream of streams) expect((await stream.next())?.data).toMatchObject({ recordChanged: { id } });

    const eleventh = await subscribe(logins[10]!.accessToken, ['BRAND']);
    expect((await eleventh.next())?.errors?.[0]).toMatchObject({
      message: 'You already have 10 live streams open (tabs or devices); close one to get live updates here.',
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 10 },
    });
    expect(await eleventh.next()).toBeNull();

    const admin = await subscribe(api.adminToken, ['BRAND']);
    const next = await createBrand('Seen By The Admin');
    expect((await admin.next())?.data).toMatchObject({ recordChanged: { id: next } });

    // A closed tab gives its slot back to the same person.
    await streams[0]!.close();
    await expect.poll(() => api.services.changes.openCount, { timeout: 10_000 }).toBe(before + 10);
    const again = await subscribe(logins[10]!.accessToken, ['BRAND']);
    const third = await createBrand('Seen Again');
    expect((await again.next())?.data).toMatchObject({ recordChanged: { id: third } });

    await Promise.all([...streams, admin, again].map((stream) => stream.close()));
    await expect.poll(() => api.services.changes.openCount, { timeout: 10_000 }).toBe(before);
  });

  it("frees a stream's slot as soon as its client goes away (a reload, a closed tab)", async () => {
    // Before, only a failed write to the closed connection ended a quiet stream — yoga's ping, every 12 s in
    // production — so eleven reloads within those 12 s refused the eleventh page its updates.
    const session = await api.login('editor@example.com', 'editor-password');
    const before = api.services.changes.openCount;
    for (let reload = 0; reload < 11; reload += 1) {
      const leaving = new AbortController();
      const response = await api.api.handle(
        new Request('http://localhost:4999/graphql', {
          method: 'POST',
          signal: leaving.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            authorization: `Bearer ${session.accessToken}`,
          },
          body: JSON.stringify({ query: RECORD_CHANGED }),
        }),
      );
      const reader = response.body!.getReader();
      await reader.read();
      await expect.poll(() => api.services.changes.openCount).toBe(before + 1);
      // What the server sees when the page goes: the request's signal aborts (@whatwg-node/server does it when the
      // connection closes); nothing reads the stream any more.
      leaving.abort();
      await expect.poll(() => api.services.changes.openCount, { timeout: 5_000 }).toBe(before);
      await reader.cancel().catch(() => undefined);
    }
  });
});
