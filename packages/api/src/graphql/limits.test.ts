import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_BODY_BYTES } from '../http/bodyLimit';
import { clientOperations } from '../testing/clientOperations';
import { startTestApi, type TestApi } from '../testing/testApi';
import { LIMITS, limitRules } from './limits';
import { MAX_STRING_LENGTH } from './requestGuards';
import { buildSchema } from './schema';

describe('limits on what one request may cost', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  });
  afterAll(() => api.close());

  it('lets every operation the app and admin-core send through the limits', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(60);
    const schema = buildSchema();
    const refused = operations.flatMap(({ name, source }) => {
      try {
        const errors = validate(schema, parse(source, { maxTokens: LIMITS.tokens }), limitRules());
        return errors.map((error) => `${name}: ${error.message}`);
      } catch (error) {
        return [`${name}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  const post = (body: string, token?: string) =>
    api.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      }),
    );
  const errorsOf = async (response: Response) =>
    ((await response.json()) as { errors?: { message: string }[] }).errors?.map((error) => error.message) ?? [];

  it('refuses 250,000 __typename aliases unread: the body is over the limit', async () => {
    const query = `{ ${Array.from({ length: 250_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const started = Date.now();
    const response = await post(JSON.stringify({ query }));
    expect(response.status).toBe(413);
    expect(await errorsOf(response)).toEqual(['The request is larger than the 1 MB limit.']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a document with too many tokens before parsing it all', async () => {
    const query = `{ ${Array.from({ length: 40_000 }, () => '__typename').join(' ')} }`;
    const errors = await errorsOf(await post(JSON.stringify({ query }), api.adminToken));
    expect(errors.join()).toMatch(/Token limit/i);
  });

  it('refuses 300 aliases of dashboardStats before executing any', async () => {
    const query = `{ ${Array.from({ length: 300 }, (_, i) => `s${i}: dashboardStats { expiringSoonCount }`).join(' ')} }`;
    const body = (await (await post(JSON.stringify({ query }), api.adminToken)).json()) as {
      data?: unknown;
      errors: { message: string }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors.map((error) => error.message).join()).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses deep nesting', async () => {
    const deep = Array.from({ length: 30 }, () => 'findProducts { items {').join(' ');
    const query = `{ ${deep} id ${'} }'.repeat(30)} }`;
    const errors = await errorsOf(await post(JSON.stringify({ query }), api.adminToken));
    expect(errors.join()).toMatch(/Query depth limit of 10 exceeded/);
  });

  it('lets anonymous callers sign in, refresh and sign out, and nothing else — not even __typename', async () => {
    expect(await errorsOf(await post(JSON.stringify({ query: '{ __typename }' })))).toEqual(['Forbidden']);
    expect(await errorsOf(await post(JSON.stringify({ query: '{ findBrands { count } }' })))).toEqual(['Forbidden']);
    const login = `mutation { login(email: "admin@example.com", password: "admin-password") { accessToken } }`;
    expect(await errorsOf(await post(JSON.stringify({ query: login })))).toEqual([]);
  });

  it('answers no introspection and no "Did you mean" outside development', async () => {
    const introspection = await errorsOf(
      await post(JSON.stringify({ query: '{ __schema { types { name } } }' }), api.adminToken),
    );
    expect(introspection.join()).toMatch(/introspection/i);
    const typo = await errorsOf(await post(JSON.stringify({ query: '{ findBrand { count } }' }), api.adminToken));
    expect(typo.join()).not.toMatch(/Did you mean/);
  });

  it('suggests no enum value either, in the document or in a variable', async () => {
    const literal = await errorsOf(
      await post(JSON.stringify({ query: '{ findBrands(sort: { field: TITEL }) { count } }' }), api.adminToken),
    );
    const variable = await errorsOf(
      await post(
        JSON.stringify({
          query: 'query($sort: CatalogueSort) { findBrands(sort: $sort) { count } }',
          variables: { sort: { field: 'TITEL' } },
        }),
        api.adminToken,
      ),
    );
    expect(literal.join()).toMatch(/TITEL/);
    expect(variable.join()).toMatch(/TITEL/);
    expect([...literal, ...variable].join()).not.toMatch(/Did you mean|TITLE/);
  });

  it('names the limit a refused document passed, with a code a client can act on', async () => {
    const wide = `{ whoAmI { ${'id '.repeat(1500)}} }`;
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: whoAmI { id }`).join(' ')} }`;
    for (const [query, wording] of [
      [wide, /too large to check/],
      [aliases, /^Aliases limit of 15 exceeded/],
    ] as const) {
      const body = (await (await post(JSON.stringify({ query }), api.adminToken)).json()) as {
        errors: { message: string; extensions?: { code?: string } }[];
      };
      expect(body.errors.map((error) => error.message).join(), query.slice(0, 30)).toMatch(wording);
      expect(body.errors[0]?.extensions?.code, query.slice(0, 30)).toBe('QUERY_LIMIT_EXCEEDED');
    }
  });

  it('accepts the largest real request: a blog post at its content limit, in 3-byte characters', async () => {
    const content = `<p>${'€'.repeat(MAX_STRING_LENGTH - 7)}</p>`;
    const body = JSON.stringify({
      query: `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`,
      variables: { input: { title: 'The longest post', content, status: 'DRAFT' } },
    });
    // ~600 KB: what the body limit must fit.
    expect(Buffer.byteLength(body)).toBeGreaterThan(600_000);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_GRAPHQL_BODY_BYTES);
    expect(await errorsOf(await post(body, api.adminToken))).toEqual([]);
  });
});
