import { describe, expect, it } from 'vitest';
import { WEAK_SECRETS } from './setup/sideServers';
import { codes, login, post } from './support/client';
import { attackContext } from './support/context';
import { adminToken, asAdmin } from './support/staff';

const { origin, secretRefusals } = attackContext();

// The accounts and passwords the README publishes for development (README "Two commands", packages/api README).
const DEMO_ACCOUNTS = [
  ['admin@example.com', 'admin-password'],
  ['editor@example.com', 'editor-password'],
  ['viewer@example.com', 'viewer-password'],
] as const;

describe('production posture', () => {
  it.each(DEMO_ACCOUNTS)('the published demo account %s signs nobody in', async (email, password) => {
    const answer = await login(origin, email, password);
    expect(answer.data?.login).toBeFalsy();
    expect(codes(answer)).toEqual(['INVALID_CREDENTIALS']);
  });

  it('the demo seed does not exist: every account and record was made by this deployment', async () => {
    const users = await asAdmin<{ findUsers: { count: number; items: { id: string; email: string }[] } }>(
      '{ findUsers(limit: 100) { count items { id email } } }',
    );
    expect(users.findUsers.items.map((user) => user.email).filter((email) => !email.endsWith('@attack.test'))).toEqual(
      [],
    );
    const ours = new Set(users.findUsers.items.map((user) => user.id));
    for (const list of ['findBrands', 'findStores', 'findCategories', 'findProducts', 'findBlogPosts', 'findSales']) {
      const data = await asAdmin<Record<string, { items: { updatedBy: { id: string } | null }[] }>>(
        `{ ${list}(limit: 100) { items { updatedBy { id } } } }`,
      );
      const strangers = data[list]!.items.filter((item) => !item.updatedBy || !ours.has(item.updatedBy.id));
      expect(strangers, `${list} holds records nobody here wrote`).toEqual([]);
    }
  });

  it('introspection is off, signed in or not', async () => {
    const token = await adminToken();
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { fields { name } } }']) {
      const answer = await post(origin, { query, token });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/introspection has been disabled/i);
    }
  });

  it('"Did you mean" suggestions are off for fields, arguments, types and enum values', async () => {
    const token = await adminToken();
    const typos = [
      '{ findBrand { id } }',
      '{ findBrands(limt: 1) { count } }',
      'query ($f: BrandFiltr) { findBrands(filter: $f) { count } }',
      '{ findBrands { itemz { id } } }',
    ];
    for (const query of typos) {
      const answer = await post(origin, { query, token });
      expect(answer.errors?.length, query).toBeGreaterThan(0);
      for (const error of answer.errors ?? []) expect(error.message, query).not.toMatch(/did you mean/i);
    }
  });

  // Found on an earlier main: GraphQL Armor's suggestion blocker leaves graphql-js's enum message whole, so with introspection off
  // a typo still lists the enum's values one guess at a time.
  it('an enum value typo gets no "Did you mean the enum value …"', async () => {
    const token = await adminToken();
    const literal = await post(origin, { query: '{ findBrands(sort: { field: TITEL }) { count } }', token });
    const variable = await post(origin, {
      query: 'query ($s: CatalogueSort) { findBrands(sort: $s) { count } }',
      variables: { s: { field: 'TITEL' } },
      token,
    });
    for (const answer of [literal, variable]) {
      expect(answer.errors?.length).toBeGreaterThan(0);
      for (const error of answer.errors ?? []) expect(error.message).not.toMatch(/did you mean/i);
    }
  });

  it('every kind of answer carries the security headers', async () => {
    const { usedSetPasswordLink } = attackContext();
    const answers = await Promise.all(
      ['/graphql', '/', '/brands', '/ready', '/health', '/media/none.png', '/favicon.svg', usedSetPasswordLink].map(
        async (path) => [path, await fetch(new URL(path, origin))] as const,
      ),
    );
    for (const [path, response] of answers) {
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toMatch(/deny/i);
      expect(response.headers.get('referrer-policy'), path).toBeTruthy();
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('answers that carry a person’s data or tokens are never stored by a cache (Cache-Control: no-store)', async () => {
    const { admin, usedSetPasswordLink } = attackContext();
    const token = await adminToken();
    const answers: [string, Response][] = [
      [
        'sign-in (tokens)',
        await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
            variables: { e: admin.email, p: admin.password },
          }),
        }),
      ],
      [
        'a signed-in read',
        await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ findUsers(limit: 5) { items { email } } }' }),
        }),
      ],
      [
        'a GET query',
        await fetch(`${origin}/graphql?query=${encodeURIComponent('{ whoAmI { email } }')}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/graphql-response+json' },
        }),
      ],
      ['a refusal', await fetch(`${origin}/graphql?query=${encodeURIComponent('{ whoAmI { id } }')}`)],
      ['the set-password page', await fetch(usedSetPasswordLink)],
    ];
    for (const [what, response] of answers) {
      expect(response.headers.get('cache-control'), what).toMatch(/no-store/);
    }
  });

  it('no error answer reveals a stack trace or a file path', async () => {
    const token = await adminToken();
    const probes = [
      { query: '{ findBrandById(id: "0") { id } }' },
      { query: '{ findBrandById(id: "abc") { id } }' },
      { query: 'mutation { deleteBrand(id: "2147483648") { message } }' },
      { query: '{ findSaleBySlug(slug: "") { slug } }' },
    ];
    for (const probe of probes) {
      const answer = await post(origin, { ...probe, token });
      const text = JSON.stringify(answer.errors ?? []);
      expect(text, probe.query).not.toMatch(/\bat .+:\d+:\d+|\/src\/|node_modules|stack/);
      expect(codes(answer), probe.query).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

// README "Deployment": each weak secret was a production start of its own, made by the setup (setup/sideServers.ts).
describe('weak JWT_SECRET', () => {
  it('every weak secret of the list was tried', () => {
    expect(secretRefusals.map((refusal) => refusal.what)).toEqual(WEAK_SECRETS.map(([what]) => what));
  });

  it.each(secretRefusals.map((refusal) => [refusal.what, refusal] as const))(
    'refuses to start with %s, saying why',
    (_what, refusal) => {
      expect(refusal.outcome, refusal.output).toBe('refused');
      expect(refusal.exitCode).not.toBe(0);
      expect(refusal.output).toMatch(/JWT_SECRET/);
    },
  );
});
