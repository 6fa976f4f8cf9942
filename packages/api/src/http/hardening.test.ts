import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listen } from '../server';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

describe('bad input is a clear 400, never a 500', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  });
  afterAll(() => api.close());

  it('refuses a NUL byte in any variable, once for every operation', async () => {
    const search = await api.request(
      `query($s: String) { findBrands(search: $s) { count } }`,
      { s: 'a\u0000b' },
      api.adminToken,
    );
    expect(firstError(search)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Text may not contain NUL characters (\\u0000).',
    });
    const title = await api.request(
      `mutation($input: BrandInput!) { createBrand(input: $input) { id } }`,
      { input: { title: 'Nul\u0000brand' } },
      api.adminToken,
    );
    expect(firstError(title).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a NUL byte written into the document itself', async () => {
    const result = await api.request(`{ findProducts(search: "a\\u0000b") { count } }`, {}, api.adminToken);
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses text longer than any field takes, before it reaches a resolver', async () => {
    const result = await api.request(
      `query($s: String) { findBrands(search: $s) { count } }`,
      { s: 'x'.repeat(200_001) },
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Text may be at most 200,000 characters long.',
    });
  });

  it.each(['/media/%E0%A4%A', '/media/%', '/media/tr:n-ik_ml_thumbnail/%ZZ.png'])(
    'answers 400 to the malformed escape %s',
    async (path) => {
      const response = await api.api.handle(new Request(`http://localhost:4999${path}`));
      expect(response.status).toBe(400);
    },
  );

  it('answers 400 to a NUL byte in a media address', async () => {
    expect((await api.api.handle(new Request('http://localhost:4999/media/a%00.png'))).status).toBe(400);
  });

  it('sends the usual security headers on every response', async () => {
    for (const path of ['/graphql', '/health', '/media/nothing.png', '/nowhere']) {
      const response = await api.api.handle(
        new Request(
          `http://localhost:4999${path}`,
          path === '/graphql'
            ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }
            : {},
        ),
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('listens on 127.0.0.1 unless told otherwise, and refuses an upload declared larger than the limit unread', async () => {
    const server = await listen(api.api.handle, 0);
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const status = await new Promise<number>((resolve, reject) => {
        const upload = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/v1/files/upload',
            headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
            upload.destroy();
          },
        );
        upload.on('error', reject);
        // Only the first kilobyte of the announced 200 MB is ever sent: the answer must not wait for the rest.
        upload.write(Buffer.alloc(1024, 'a'));
      });
      expect(status).toBe(413);
    } finally {
      server.close();
    }
  });
});

describe('configuration that is safe by default', () => {
  it('listens on loopback unless HOST says otherwise', async () => {
    expect((await loadConfig({ API_DATA_DIR: ':memory:' })).host).toBe('127.0.0.1');
    expect((await loadConfig({ API_DATA_DIR: ':memory:', HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });

  it('refuses to start in production without a real JWT_SECRET', async () => {
    const production = { API_DATA_DIR: ':memory:', NODE_ENV: 'production' };
    await expect(loadConfig(production)).rejects.toThrow(/JWT_SECRET/);
    await expect(loadConfig({ ...production, JWT_SECRET: 'too-short' })).rejects.toThrow(/at least 32/);
    const secret = 'a'.repeat(16) + 'b'.repeat(16);
    await expect(loadConfig({ ...production, JWT_SECRET: secret })).resolves.toHaveProperty('host');
  });
});
