import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS } from './loginThrottle';
import * as passwords from './passwords';

// Watch the password check: an unknown email must cost the same scrypt work as a wrong password.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;

interface LoginError {
  message: string;
  extensions?: { code?: string; retryAfterSeconds?: number };
}

describe('sign-in that resists guessing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 0 }, config: { trustProxy: true } });
  });
  afterAll(() => api.close());

  /** One sign-in from `address` (the API trusts X-Forwarded-For here, as behind a proxy). */
  async function signIn(email: string, password: string, address = '203.0.113.1') {
    const response = await api.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
      }),
    );
    const body = (await response.json()) as { data?: { login?: unknown } | null; errors?: LoginError[] };
    return { ok: Boolean(body.data?.login), error: body.errors?.[0] };
  }

  it('refuses an account after its failed attempts, even with the right password, with a clear message', async () => {
    for (let attempt = 0; attempt < ACCOUNT_ATTEMPTS; attempt++) {
      expect((await signIn('editor@example.com', 'wrong-guess', `198.51.100.${attempt}`)).error?.message).toBe(
        'The email or password is incorrect.',
      );
    }
    const throttled = await signIn('editor@example.com', 'editor-password', '198.51.100.200');
    expect(throttled.ok).toBe(false);
    expect(throttled.error?.message).toBe('Too many attempts — try again in 15 minutes');
    expect(throttled.error?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(throttled.error?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The counters live in the database, where every API replica reads them.
    const { rows } = await api.services.db.query(`SELECT key FROM login_throttle WHERE key LIKE 'login_account:%'`);
    expect(rows).toContainEqual({ key: 'login_account:editor@example.com' });
  });

  it('resets the account count on a successful sign-in', async () => {
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < ACCOUNT_ATTEMPTS - 1; attempt++) {
        await signIn('viewer@example.com', 'wrong-guess', `192.0.2.${round}`);
      }
      expect((await signIn('viewer@example.com', 'viewer-password', `192.0.2.${round}`)).ok).toBe(true);
    }
  });

  it('refuses an address that guesses across many accounts', async () => {
    for (let attempt = 0; attempt < ADDRESS_ATTEMPTS; attempt++) {
      await signIn(`nobody-${attempt}@example.com`, 'wrong-guess', '203.0.113.66');
    }
    const throttled = await signIn('admin@example.com', 'admin-password', '203.0.113.66');
    expect(throttled.error?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn('admin@example.com', 'admin-password', '203.0.113.67')).ok).toBe(true);
  }, 120_000);

  /** Creates an account to guess at, so each race starts from a fresh count. */
  async function account(email: string) {
    await api.asAdmin(
      `mutation($email: String!) { createUser(input: { name: "Race Target", email: $email,
         password: "quiet-harbour-lantern-42", role: VIEWER }) { id } }`,
      { email },
    );
  }

  // Counting then checking let every parallel guess read the count before any failure was recorded: 30 guesses
  // checked 17 passwords, 60 checked 19. Each attempt now takes its point first, atomically, then checks.
  it.each([30, 60])('checks at most %i-in-parallel wrong passwords up to the limit, refusing the rest', async (n) => {
    const email = `race-${n}@example.com`;
    await account(email);
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const results = await Promise.all(
      Array.from({ length: n }, (_, attempt) => signIn(email, `wrong-guess-${attempt}`, `198.18.${n}.${attempt}`)),
    );
    expect(verify).toHaveBeenCalledTimes(ACCOUNT_ATTEMPTS);
    const refused = results.filter((result) => result.error?.extensions?.code === 'TOO_MANY_ATTEMPTS');
    expect(refused).toHaveLength(n - ACCOUNT_ATTEMPTS);
    for (const { error } of refused) expect(error?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const wrong = results.filter((result) => result.error?.message === 'The email or password is incorrect.');
    expect(wrong).toHaveLength(ACCOUNT_ATTEMPTS);
    // The right password is refused too until the window passes.
    expect((await signIn(email, 'quiet-harbour-lantern-42', '198.18.200.1')).error?.extensions?.code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('checks at most the address limit of parallel guesses from one address across accounts', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const results = await Promise.all(
      Array.from({ length: ADDRESS_ATTEMPTS + 20 }, (_, attempt) =>
        signIn(`spray-${attempt}@example.com`, 'wrong-guess', '198.18.250.1'),
      ),
    );
    expect(verify).toHaveBeenCalledTimes(ADDRESS_ATTEMPTS);
    expect(results.filter((result) => result.error?.extensions?.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(20);
  }, 120_000);

  it('counts only the failed attempts against an address', async () => {
    for (const password of ['wrong-guess', 'wrong-guess', 'admin-password', 'wrong-guess', 'admin-password']) {
      await signIn('admin@example.com', password, '198.18.251.1');
    }
    const { rows } = await api.services.db.query(`SELECT points FROM login_throttle WHERE key = $1`, [
      'login_address:198.18.251.1',
    ]);
    expect(rows).toEqual([{ points: 3 }]);
  });

  it('checks a password hash for an unknown email just as for a wrong password (no timing tell)', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    await signIn('who-is-this@example.com', 'wrong-guess', '192.0.2.50');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    await signIn('admin@example.com', 'wrong-guess', '192.0.2.51');
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('the throttle message', () => {
  it('counts whole minutes, at least one, singular for one', async () => {
    const { tooManyAttempts } = await import('./loginThrottle');
    expect(tooManyAttempts(30_000).message).toBe('Too many attempts — try again in 1 minute');
    expect(tooManyAttempts(30_000).extensions).toEqual({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
    expect(tooManyAttempts(61_000).message).toBe('Too many attempts — try again in 2 minutes');
  });
});
