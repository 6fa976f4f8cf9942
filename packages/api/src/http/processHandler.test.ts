import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';
import { productionProblems } from '../productionChecks';
import { createLogger } from './logger';
import { createProcessHandler } from './processHandler';

describe('the production front door', () => {
  let api: TestApi;
  let handle: (request: Request) => Promise<Response>;
  let draining = false;
  const lines: Record<string, unknown>[] = [];
  const get = (path: string, init?: RequestInit) => handle(new Request(`http://localhost:4999${path}`, init));

  beforeAll(async () => {
    api = await startTestApi({ seed: false });
    const appDir = await mkdtemp(join(tmpdir(), 'deals-app-'));
    await mkdir(join(appDir, 'assets'));
    await writeFile(join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(appDir, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
    await writeFile(join(appDir, 'favicon.svg'), '<svg/>');
    const logger = createLogger({ LOG_LEVEL: 'info' });
    logger.info = ((entry: Record<string, unknown>) => lines.push(entry)) as typeof logger.info;
    handle = createProcessHandler({
      api: api.api.handle,
      db: api.services.db,
      logger,
      appDir,
      isDraining: () => draining,
    });
  });
  afterAll(() => api.close());

  it('caches hashed assets for a year and makes the browser revalidate index.html', async () => {
    const asset = await get('/assets/index-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const index = await get('/');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('id="root"');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with index.html, and a missing asset with 404, never a file outside the app', async () => {
    const route = await get('/brands/3/edit');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await get('/assets/index-old.js')).status).toBe(404);
    // An encoded climb out of the app directory stays inside it: never a file from elsewhere.
    expect(await (await get('/..%2f..%2f..%2f..%2fetc%2fpasswd')).text()).not.toContain('root:');
  });

  it('passes GraphQL through on the same origin', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // One of the operations an anonymous caller may send (the API refuses any other before it executes).
      body: JSON.stringify({ query: 'mutation { logout(refreshToken: "not-a-token") }' }),
    });
    expect(await response.json()).toEqual({ data: { logout: true } });
  });

  it('is healthy while up, ready once migrated, and while draining healthy, not ready, taking no new work', async () => {
    expect(await (await get('/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/ready')).status).toBe(200);
    draining = true;
    expect((await get('/ready')).status).toBe(503);
    expect((await get('/health')).status).toBe(200);
    const refused = await get('/graphql', { method: 'POST', body: '{}' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect((await get('/brands')).status).toBe(503);
    draining = false;
  });

  it('logs one line per request with the id it returns, keeping an id a proxy passed', async () => {
    const response = await get('/health', { headers: { 'x-request-id': 'lb-42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-42');
    expect(lines.at(-1)).toMatchObject({ requestId: 'lb-42', method: 'GET', path: '/health', status: 200 });
    const fresh = await get('/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses production without a database chosen on purpose', () => {
    expect(productionProblems({ NODE_ENV: 'production' })).toHaveLength(1);
    expect(productionProblems({ NODE_ENV: 'production', API_DATA_DIR: ':memory:' })).toHaveLength(1);
    expect(productionProblems({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/deals' })).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'production', API_DATA_DIR: '/srv/deals' })).toEqual([]);
    expect(productionProblems({})).toEqual([]);
  });
});
