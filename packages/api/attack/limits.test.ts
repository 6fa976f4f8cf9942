import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, codes, post, type Answer } from './support/client';
import { attackContext } from './support/context';
import { createStaff, signInAs } from './support/staff';

const { origin } = attackContext();
let token: string;

beforeAll(async () => {
  token = (await signInAs(await createStaff('ADMIN', 'Limits Prober'))).accessToken;
});

/** A refusal the README promises: an error a client can read, no data, never a 5xx or an internal error. */
function expectRefused(answer: Answer, message: RegExp) {
  expect(answer.status, JSON.stringify(answer.errors)).toBeLessThan(500);
  expect(answer.data ?? null).toBeNull();
  expect(codes(answer)).not.toContain('INTERNAL_SERVER_ERROR');
  expect(answer.errors?.map((error) => error.message).join(' | ')).toMatch(message);
}

async function raw(body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return answerOf(
    await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body,
      ...init,
    }),
  );
}

function oversizedBody(): string {
  return JSON.stringify({ query: '{ whoAmI { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
}

/** The same bytes without a Content-Length: sent in chunks as they are read. */
function streamed(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

const aliases = (count: number, field = 'whoAmI { id }') =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('README "Limits": the shape of one request', () => {
  it('15 aliases answer, 16 are refused naming the alias limit', async () => {
    expect(codes(await post(origin, { query: aliases(15), token }))).toEqual([]);
    expectRefused(await post(origin, { query: aliases(16), token }), /alias/i);
  });

  it('a document over 2,000 tokens is refused naming the token limit', async () => {
    expectRefused(await post(origin, { query: `{ whoAmI { ${'id '.repeat(2100)} } }`, token }), /token/i);
    const directives = `{ whoAmI @include(if: true)${' @skip(if: false)'.repeat(500)} { id } }`;
    expectRefused(await post(origin, { query: directives, token }), /token/i);
  });

  it('a costly document is refused before it runs', async () => {
    expectRefused(await post(origin, { query: `{ whoAmI { ${'id '.repeat(1500)} } }`, token }), /./);
  });

  // Found on an earlier main: the cost limit's refusal said only "Validation aborted.".
  it('the cost refusal says what was too large', async () => {
    expectRefused(
      await post(origin, { query: `{ whoAmI { ${'id '.repeat(1500)} } }`, token }),
      /cost|complex|too large/i,
    );
  });

  // Found on an earlier main: the alias limit's refusal carries no extensions.code, so a client cannot tell it from others.
  it('every limit refusal carries an extensions.code', async () => {
    const refusals = await Promise.all([
      post(origin, { query: aliases(16), token }),
      post(origin, { query: `{ whoAmI { ${'id '.repeat(2100)} } }`, token }),
      post(origin, { query: `{ whoAmI { ${'id '.repeat(1500)} } }`, token }),
    ]);
    for (const answer of refusals)
      expect(answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message).toBeTruthy();
  });

  it('deep nesting never reaches a 500: the deepest the schema allows, 300 nested fragments, unbalanced braces', async () => {
    const meta = 'metadata { title keywords }';
    const deepest = `{ findSales(limit: 1) { items { products { brand { ${meta} } category { ${meta} } } } } }`;
    expect(codes(await post(origin, { query: deepest, token }))).toEqual([]);
    const fragments = `{ whoAmI { ${'... on WhoAmI { '.repeat(300)}id${' }'.repeat(300)} } }`;
    const fragmentAnswer = await post(origin, { query: fragments, token });
    expect(fragmentAnswer.status).toBeLessThan(500);
    expect(codes(fragmentAnswer)).not.toContain('INTERNAL_SERVER_ERROR');
    expectRefused(await post(origin, { query: `{ whoAmI { ${'{'.repeat(5000)} } }`, token }), /syntax/i);
  });

  it('a body over 1 MiB with a Content-Length answers 413', async () => {
    const declared = await raw(oversizedBody());
    expect(declared.status).toBe(413);
    expect(codes(declared)).toEqual(['PAYLOAD_TOO_LARGE']);
  });

  it('a streamed body over 1 MiB is cut off without costing the server: it keeps answering', async () => {
    await raw(streamed(oversizedBody()), {}, { duplex: 'half' } as RequestInit).catch(() => undefined);
    expect(codes(await post(origin, { query: '{ whoAmI { id } }', token }))).toEqual([]);
  });

  // Found on an earlier main: a body sent without Content-Length (chunked) past 1 MiB gets its connection reset instead of the
  // 413 a declared one gets: the client cannot tell "too large" from a network failure.
  it('a streamed body over 1 MiB answers 413 like a declared one', async () => {
    const answer = await raw(streamed(oversizedBody()), {}, { duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
  });

  it('batching (an array of operations) is refused, however long the array', async () => {
    for (const count of [2, 1000]) {
      const batch = JSON.stringify(Array.from({ length: count }, () => ({ query: '{ whoAmI { id } }' })));
      const answer = await raw(batch);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/batching/i);
    }
  });

  it('text over 200,000 characters answers BAD_USER_INPUT, in a variable or deep in an input', async () => {
    const long = 'x'.repeat(200_001);
    const search = await post(origin, {
      query: 'query ($s: String) { findBrands(search: $s) { count } }',
      variables: { s: long },
      token,
    });
    expect(codes(search)).toEqual(['BAD_USER_INPUT']);
    const nested = await post(origin, {
      query: 'mutation ($i: BrandInput!) { createBrand(input: $i) { id } }',
      variables: { i: { title: 'Long keywords', metadata: { keywords: ['ok', long] } } },
      token,
    });
    expect(codes(nested)).toEqual(['BAD_USER_INPUT']);
  });

  it('a NUL character answers BAD_USER_INPUT wherever it is', async () => {
    const cases = [
      { query: '{ findBrands(search: "a\\u0000b") { count } }' },
      { query: 'query ($s: String) { findBrands(search: $s) { count } }', variables: { s: 'a\u0000' } },
      { query: 'query ($f: BrandFilter) { findBrands(filter: $f) { count } }', variables: { f: { ids: ['1\u0000'] } } },
      {
        query: 'mutation ($i: BrandInput!) { createBrand(input: $i) { id } }',
        variables: { i: { title: 'Nul', metadata: { keywords: ['\u0000'] } } },
      },
    ];
    for (const request of cases) {
      expect(codes(await post(origin, { ...request, token })), request.query).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('deeply nested JSON in variables or extensions never answers a 500', async () => {
    const depth = 100_000;
    const arrays = `{"query":"{ whoAmI { id } }","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const objects = `{"query":"{ whoAmI { id } }","extensions":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const input = `{"query":"query ($f: BrandFilter) { findBrands(filter: $f) { count } }","variables":{"f":{"ids":${'['.repeat(depth)}${']'.repeat(depth)}}}}`;
    for (const body of [arrays, objects, input]) {
      const answer = await raw(body);
      expect(answer.status).toBeLessThan(500);
      expect(codes(answer)).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});
