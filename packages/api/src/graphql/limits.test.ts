import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, validate, visit, type DefinitionNode, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_BODY_BYTES } from '../http/bodyLimit';
import { startTestApi, type TestApi } from '../testing/testApi';
import { LIMITS, limitRules } from './limits';
import { MAX_STRING_LENGTH } from './requestGuards';
import { buildSchema } from './schema';

const packages = fileURLToPath(new URL('../../../', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * Every operation the app and admin-core send, each with the fragments it uses — as the client sends it: with
 * versions on, admin-core's client-only `@versioned` directive is removed and what it marks is kept.
 */
function clientOperations(): { name: string; source: string }[] {
  const files = [...graphqlFiles(join(packages, 'admin-core/src')), ...graphqlFiles(join(packages, 'admin-app/src'))];
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const used = (node: DefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        if (seen.has(spread.name.value)) return;
        seen.add(spread.name.value);
        used(fragments.get(spread.name.value)!, seen);
      },
    });
    return seen;
  };
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [definition, ...[...used(definition)].map((name) => fragments.get(name)!)],
    };
    const sent = visit(document, { Directive: (node) => (node.name.value === 'versioned' ? null : undefined) });
    return [{ name: definition.name?.value ?? '(anonymous)', source: print(sent) }];
  });
}

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
