import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiScript, startApiProcess } from '../testing/apiProcess';
import { DEMO_ADMIN } from '../seed/demoAccounts';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const PASSWORD = 'Lanterns over the harbour, 1897';

async function login(url: string, email: string, password: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
  return (await response.json()) as { data?: { login: { accessToken: string } }; errors?: { extensions: unknown }[] };
}

/** The operator's first day, as processes: production on an empty database, `create-admin`, the link, sign-in. */
describe('the first administrator of a production database', () => {
  let env: Record<string, string>;
  let running: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  let refused: ReturnType<typeof runApiScript> | undefined;
  beforeAll(async () => {
    env = {
      NODE_ENV: 'production',
      API_DATA_DIR: await mkdtemp(join(tmpdir(), 'deals-first-admin-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RUN_SCHEDULER: 'false',
    };
  });
  afterAll(() => {
    for (const spawned of [running, refused]) {
      if (spawned && spawned.process.exitCode === null) spawned.process.kill('SIGKILL');
    }
  });

  async function stop() {
    running!.process.kill('SIGTERM');
    expect(await running!.exited).toBe(0);
  }

  it('refuses a JWT_SECRET of 32 spaces with one clear sentence', async () => {
    refused = runApiScript('src/main.ts', [], { ...env, PORT: '0', JWT_SECRET: ' '.repeat(32) });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('JWT_SECRET contains whitespace');
    expect(refused.output()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('starts with no account at all, says how to create the first one, and signs in no demo account', async () => {
    running = await startApiProcess(env);
    await expect.poll(async () => (await fetch(`${running!.url}/ready`)).status, { timeout: 120_000 }).toBe(200);
    expect(running.output()).toContain('No staff accounts yet. Create the first administrator');
    expect(running.output()).not.toContain(DEMO_ADMIN.password);
    const demo = await login(running.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(demo.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await stop();
  }, 300_000);

  it('creates the administrator from the command line; they set their password through the printed link', async () => {
    const invalid = runApiScript('src/auth/createAdminCli.ts', ['--', '--email', 'not-an-email', '--name', 'Ada'], env);
    expect(await invalid.exited).toBe(2);
    expect(invalid.output()).toMatch(/email/i);

    const created = runApiScript(
      'src/auth/createAdminCli.ts',
      ['--', '--email', 'ops@example.org', '--name', 'Olga Ops'],
      env,
    );
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created Olga Ops <ops@example.org> (ADMIN).');
    const link = new URL(/(https?:\/\/\S+\/api\/set-password\?token=\S+)/.exec(created.output())![1]!);

    running = await startApiProcess(env);
    await expect.poll(async () => (await fetch(`${running!.url}/ready`)).status, { timeout: 120_000 }).toBe(200);
    expect(running.output()).not.toContain('No staff accounts yet');
    const page = `${running.url}${link.pathname}${link.search}`;
    expect((await fetch(page)).status).toBe(200);
    const token = link.searchParams.get('token')!;
    const set = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: PASSWORD, confirm: PASSWORD }).toString(),
    });
    expect(await set.text()).toContain('Your password is set');
    expect((await login(running.url, 'ops@example.org', PASSWORD)).data?.login.accessToken).toBeTruthy();
    expect((await fetch(page)).status).toBe(410);
    await stop();
  }, 300_000);
});
