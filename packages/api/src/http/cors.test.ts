import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApi, type TestApi } from '../testing/testApi';

const preflight = (origin: string) =>
  new Request('http://localhost:4999/graphql', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
const post = (origin: string) =>
  new Request('http://localhost:4999/graphql', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('who may read answers from another origin', () => {
  let closed: TestApi;
  let listed: TestApi;
  beforeAll(async () => {
    // Production serves the app from its own origin and lists none.
    closed = await startTestApi({ seed: false, config: { corsOrigins: [] } });
    listed = await startTestApi({ seed: false, config: { corsOrigins: ['https://admin.example'] } });
  }, 120_000);
  afterAll(async () => {
    await closed?.close();
    await listed?.close();
  });

  it.each(['https://evil.example', 'null'])('lets no origin read when none is listed: %s', async (origin) => {
    for (const request of [preflight(origin), post(origin)]) {
      const response = await closed.api.handle(request);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('lets a listed origin read, and no other', async () => {
    const allowed = await listed.api.handle(preflight('https://admin.example'));
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    const other = await listed.api.handle(post('https://evil.example'));
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('never trusts the origin "null", even when it is listed', async () => {
    const config = await loadConfig({ CORS_ORIGINS: 'null, https://admin.example', RUN_SCHEDULER: 'false' });
    expect(config.corsOrigins).toEqual(['https://admin.example']);
  });
});
