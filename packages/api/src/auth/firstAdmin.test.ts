import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap';
import { startTestApi, type TestApi } from '../testing/testApi';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../seed/demoAccounts';
import { seedDatabase } from '../seed/seed';
import { hashPassword } from './passwords';
import { createAdministrator, issueSetPasswordLink, SET_PASSWORD_PATH } from './passwordSetup';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const STRONG = 'Orchards hum at dusk, 42 bees';

async function countOf(api: TestApi, table: string) {
  const { rows } = await api.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return rows[0]!.count;
}

describe('production starts on an empty database with no demo accounts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false, config: { production: true } });
  });
  afterAll(() => api.close());

  it('seeds nothing, even when asked to', async () => {
    const again = await bootstrap(api.config, { db: api.services.db, seed: { products: 5 } });
    await again.services.jobs.stop();
    await again.services.changes.close();
    expect(await countOf(api, 'users')).toBe(0);
    expect(await countOf(api, 'brands')).toBe(0);
    expect(await countOf(api, 'products')).toBe(0);
    await expect(seedDatabase(api.services.db, api.config, { products: 1 })).rejects.toThrow(
      /never seeded with NODE_ENV=production/,
    );
  });

  it('refuses the demo passwords at sign-in, even for an account that has one', async () => {
    await api.services.db.query(
      `INSERT INTO users (name, email, password_hash, role) VALUES ('Planted', 'planted@example.com', $1, 'ADMIN')`,
      [await hashPassword(DEMO_ADMIN.password)],
    );
    const result = await api.request(LOGIN, { email: 'planted@example.com', password: DEMO_ADMIN.password });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_CREDENTIALS' } });
    await api.services.db.query(`DELETE FROM users WHERE email = 'planted@example.com'`);
  });

  it('lets the first administrator in through a one-time link, and only once', async () => {
    const { account, created } = await createAdministrator(api.services.db, {
      email: 'Ops@Example.org',
      name: 'Olga Ops',
    });
    expect(created).toBe(true);
    expect(account).toMatchObject({ email: 'ops@example.org', role: 'ADMIN', active: true });
    // Until the password is set, nothing signs in as them.
    expect((await api.request(LOGIN, { email: 'ops@example.org', password: '' })).errors?.[0]?.extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );

    const first = await issueSetPasswordLink(api.services.db, api.config.publicUrl, account.id);
    const link = await issueSetPasswordLink(api.services.db, api.config.publicUrl, account.id);
    expect(link.url).toMatch(new RegExp(`^${api.config.publicUrl}${SET_PASSWORD_PATH}\\?token=[\\w-]{43}$`));
    const stored = await api.services.db.query<{ token_hash: string }>(`SELECT token_hash FROM password_setup_links`);
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(new URL(link.url).searchParams.get('token'));

    const open = (url: string) => api.api.handle(new Request(url));
    const submit = (url: string, fields: Record<string, string>) =>
      api.api.handle(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    const token = new URL(link.url).searchParams.get('token')!;

    // A newer link replaces an older unused one.
    expect((await open(first.url)).status).toBe(410);
    const form = await open(link.url);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(await form.text()).toContain('<h1>Set your password</h1>');

    const mismatch = await submit(link.url, { token, password: STRONG, confirm: `${STRONG}!` });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two passwords differ');
    const demo = await submit(link.url, { token, password: DEMO_ADMIN.password, confirm: DEMO_ADMIN.password });
    expect(demo.status).toBe(400);
    expect(await demo.text()).toContain('This password is too common. Choose another.');

    const done = await submit(link.url, { token, password: STRONG, confirm: STRONG });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Sign in as ops@example.org with your new password.');
    const login = await api.request<{ login: { accessToken: string } }>(LOGIN, {
      email: 'ops@example.org',
      password: STRONG,
    });
    expect(login.data?.login.accessToken).toBeTruthy();

    // Used once: the link, and the form posted again, open nothing.
    expect((await open(link.url)).status).toBe(410);
    expect((await submit(link.url, { token, password: `${STRONG}?`, confirm: `${STRONG}?` })).status).toBe(410);
  });

  it('refuses a link once its 24 hours are over', async () => {
    const { account } = await createAdministrator(api.services.db, { email: 'late@example.org', name: 'Lars Late' });
    const issuedAt = Date.now();
    const link = await issueSetPasswordLink(api.services.db, api.config.publicUrl, account.id);
    // The link works for a day from when it was printed, as stored (the server's clock decides, not the caller's).
    const { rows } = await api.services.db.query<{ expiresAt: Date }>(
      `SELECT expires_at AS "expiresAt" FROM password_setup_links WHERE user_id = $1`,
      [account.id],
    );
    const day = 24 * 60 * 60 * 1000;
    expect(rows[0]!.expiresAt.getTime() - issuedAt).toBeGreaterThanOrEqual(day);
    expect(rows[0]!.expiresAt.getTime() - issuedAt).toBeLessThan(day + 60_000);
    expect((await api.api.handle(new Request(link.url))).status).toBe(200);
    await api.services.db.query(`UPDATE password_setup_links SET expires_at = now() - interval '1 second'`);
    const page = await api.api.handle(new Request(link.url));
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This link has expired or was already used.');
  });
});

describe('a database seeded for development', () => {
  let development: TestApi;
  beforeAll(async () => {
    development = await startTestApi({ seed: { products: 1 } });
  });
  afterAll(() => development.close());

  it('refuses a demo password as anyone’s new password, in development too', async () => {
    const db = development.services.db;
    const { account } = await createAdministrator(db, { email: 'dev@example.org', name: 'Dana Dev' });
    const link = await issueSetPasswordLink(db, development.config.publicUrl, account.id);
    const token = new URL(link.url).searchParams.get('token')!;
    const response = await development.api.handle(
      new Request(link.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, password: 'viewer-password', confirm: 'viewer-password' }).toString(),
      }),
    );
    expect(await response.text()).toContain('This password is too common.');
  });

  it('does not start in production while a demo account still has its published password', async () => {
    const production = { ...development.config, production: true };
    await expect(bootstrap(production, { db: development.services.db, seed: false })).rejects.toThrow(
      `${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} still sign in with the demo passwords`,
    );
    // Once each has a password of its own, it starts.
    await development.services.db.query(`UPDATE users SET password_hash = $1`, [await hashPassword(STRONG)]);
    const started = await bootstrap(production, { db: development.services.db, seed: false });
    await started.services.jobs.stop();
    await started.services.changes.close();
  });
});
