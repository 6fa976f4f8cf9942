import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server';
import { clientOperations } from '../testing/clientOperations';
import { startTestApi, type TestApi } from '../testing/testApi';

type Api = ReturnType<typeof createApi>;

/**
 * What a caller is answered, reduced to what must not depend on who asked before: each error's message and code, and
 * which root fields came back with data. Values are left out (upload signatures differ on every call).
 */
interface Answer {
  errors: [string, unknown][];
  data: Record<string, 'null' | 'value'> | 'none';
}

function answerOf(body: {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}): Answer {
  return {
    errors: (body.errors ?? []).map((error) => [error.message, error.extensions?.code]),
    data: body.data
      ? Object.fromEntries(
          Object.entries(body.data).map(([field, value]) => [field, value === null ? 'null' : 'value']),
        )
      : 'none',
  };
}

/** A subscription answers over server-sent events: its first result, or `open` once the stream is in place. */
async function streamAnswer(response: Response): Promise<Answer | 'open'> {
  if (!response.headers.get('content-type')?.includes('text/event-stream')) return answerOf(await response.json());
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    while (!/\n\n/.test(text)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
  } finally {
    await reader.cancel();
  }
  const data = /^event: next\ndata: (.*)$/m.exec(text)?.[1];
  return data ? answerOf(JSON.parse(data)) : 'open';
}

/**
 * Each of the app's operations (and `{ __typename }`) sent by a signed-out and a signed-in caller, in both orders, to
 * one server each: the answers must be those each caller gets from a server that never saw the document. The
 * validation and parse caches are keyed by the document's text, so anything that depends on the caller and ran in
 * them would hand the first caller's answer to the next (staff signed out by `Forbidden`, or data for strangers).
 */
describe('an answer never depends on who sent the same document before', () => {
  let api: TestApi;
  const fresh = (): Api => createApi(api.services, { mediaRoot: api.mediaRoot });
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  });
  afterAll(() => api.close());

  async function send(server: Api, query: string, operation: string, token: string | null) {
    const response = await server.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(operation === 'subscription' ? { accept: 'text/event-stream' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      }),
    );
    return streamAnswer(response);
  }

  it('answers every operation of the app the same whoever sent it first', async () => {
    const operations = [
      ...clientOperations(),
      { name: 'Rev', operation: 'query', source: 'query Rev { __typename }' },
      { name: '(typename)', operation: 'query', source: '{ __typename }' },
    ];
    expect(operations.length).toBeGreaterThan(60);
    // One server per order and one per caller alone: every document is new to each of them.
    const [signedOutAlone, signedInAlone, signedOutFirst, signedInFirst] = [fresh(), fresh(), fresh(), fresh()];
    const token = api.adminToken;
    const differences: string[] = [];
    for (const { name, operation, source } of operations) {
      const expected = {
        signedOut: await send(signedOutAlone, source, operation, null),
        signedIn: await send(signedInAlone, source, operation, token),
      };
      const outThenIn = {
        signedOut: await send(signedOutFirst, source, operation, null),
        signedIn: await send(signedOutFirst, source, operation, token),
      };
      const inThenOut = {
        signedIn: await send(signedInFirst, source, operation, token),
        signedOut: await send(signedInFirst, source, operation, null),
      };
      for (const [order, got] of [
        ['signed out first', outThenIn],
        ['signed in first', inThenOut],
      ] as const) {
        for (const caller of ['signedOut', 'signedIn'] as const) {
          if (JSON.stringify(got[caller]) !== JSON.stringify(expected[caller])) {
            differences.push(
              `${name}, ${order}: ${caller} got ${JSON.stringify(got[caller])}, alone ${JSON.stringify(expected[caller])}`,
            );
          }
        }
      }
      // Whatever the order, a signed-out caller reads nothing but the sign-in operations.
      if (!['Login', 'RefreshTokens', 'Logout'].includes(name)) {
        expect(expected.signedOut, name).toEqual({ errors: [['Forbidden', 'FORBIDDEN']], data: 'none' });
      }
    }
    expect(differences).toEqual([]);
  });

  it('lets no HTTP cache keep an answer for the next caller, a GET query included', async () => {
    const query = encodeURIComponent('{ whoAmI { email } }');
    const response = await api.api.handle(
      new Request(`http://localhost:4999/graphql?query=${query}`, {
        headers: { authorization: `Bearer ${api.adminToken}`, accept: 'application/json' },
      }),
    );
    expect(await response.json()).toEqual({ data: { whoAmI: { email: 'admin@example.com' } } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
