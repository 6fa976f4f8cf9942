import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('a GraphQL body streamed past its limit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
  });
  afterAll(() => api.close());

  it('answers 413 with its reason, as a declared length does, instead of cutting the connection', async () => {
    const server = await listen(api.api.handle, 0);
    try {
      const { port } = server.address() as AddressInfo;
      const chunk = new TextEncoder().encode(`{"query":"{ whoAmI { id } }","x":"${'a'.repeat(64 * 1024)}`);
      let sent = 0;
      // Two megabytes sent without a length, as a browser streams a body: Transfer-Encoding chunked.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 2 * 1024 * 1024) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/1 MB limit/);
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

  const production = { API_DATA_DIR: ':memory:', NODE_ENV: 'production' };
  const hex = (length: number) => randomBytes(length).toString('hex').slice(0, length);

  it.each([
    ['missing', undefined, /needs JWT_SECRET/],
    ['32 spaces', ' '.repeat(32), /contains whitespace/],
    ['a space inside', `${hex(24)} ${hex(24)}`, /contains whitespace/],
    ['a trailing newline', `${hex(64)}\n`, /contains whitespace/],
    ['too short', 'k7Qv9xZp2LmW', /12 characters long; it needs at least 32/],
    ['one character', 'a'.repeat(40), /only 1 different characters/],
    ['two characters', `${'a'.repeat(16)}${'b'.repeat(16)}`, /only 2 different characters/],
    ['a repeated stretch', `${'Xy7!Qw3#Lp'.repeat(4)}`, /repeats itself/],
    ['a run of one character', `${hex(20)}zzzzzzzz${hex(20)}`, /repeats itself/],
    ['a placeholder', 'please-changeme-before-deploying-it', /contains "changeme"/],
    ['an example', 'my-super-secret-signing-key-for-prod', /contains "secret"/],
  ])('refuses a JWT_SECRET that is %s, saying why', async (_, secret, message) => {
    await expect(
      loadConfig({ ...production, ...(secret === undefined ? {} : { JWT_SECRET: secret }) }),
    ).rejects.toThrow(message);
  });

  it('refuses the development secret generated into the data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'deals-secrets-'));
    await loadConfig({ API_DATA_DIR: dataDir });
    const { jwtSecret } = JSON.parse(await readFile(join(dataDir, 'dev-secrets.json'), 'utf8')) as {
      jwtSecret: string;
    };
    await expect(loadConfig({ ...production, API_DATA_DIR: dataDir, JWT_SECRET: jwtSecret })).rejects.toThrow(
      /the development secret generated into the data directory/,
    );
  });

  it('accepts a generated secret (`openssl rand -hex 32`, or base64)', async () => {
    await expect(loadConfig({ ...production, JWT_SECRET: randomBytes(32).toString('hex') })).resolves.toMatchObject({
      production: true,
    });
    await expect(loadConfig({ ...production, JWT_SECRET: randomBytes(32).toString('base64') })).resolves.toMatchObject({
      production: true,
    });
  });
});
