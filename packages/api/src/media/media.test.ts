import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../server';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';
import { imagekitMediaService } from './imagekitMedia';
import { uploadSignature } from './signature';

async function png(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: '#7635dc' } })
    .png()
    .toBuffer();
}

describe('media library', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 0 } });
  });
  afterAll(() => api.close());

  const authParams = async () =>
    (
      await api.asAdmin<{ getImageKitAuthParams: { token: string; expire: number; signature: string } }>(
        `query GetImageKitAuthParams { getImageKitAuthParams { token expire signature } }`,
      )
    ).getImageKitAuthParams;

  async function upload(fields: Record<string, string | Blob | undefined>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
    const response = await api.api.handle(
      new Request('http://localhost:4999/api/v1/files/upload', { method: 'POST', body: form }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function validFields(overrides: Record<string, string | Blob | undefined> = {}) {
    const params = await authParams();
    return {
      file: new Blob([await png()], { type: 'image/png' }),
      fileName: 'hero banner.png',
      tags: 'home,hero',
      folder: '/banners',
      publicKey: api.config.mediaKeys.publicKey,
      token: params.token,
      expire: String(params.expire),
      signature: params.signature,
      ...overrides,
    };
  }

  it('signs upload parameters the way ImageKit does: HMAC-SHA1 of token + expire', async () => {
    const params = await authParams();
    expect(params.signature).toBe(uploadSignature(api.config.mediaKeys.privateKey, params.token, params.expire));
    expect(params.expire - Date.now() / 1000).toBeGreaterThan(0);
    expect(params.expire - Date.now() / 1000).toBeLessThanOrEqual(3600);
  });

  it('accepts a signed upload and answers like ImageKit', async () => {
    const { status, body } = await upload(await validFields());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'hero_banner.png',
      filePath: '/banners/hero_banner.png',
      width: 640,
      height: 480,
      fileType: 'image',
      tags: ['home', 'hero'],
    });
    const original = await api.api.handle(new Request(String(body.url), { method: 'HEAD' }));
    expect(original.headers.get('content-type')).toBe('image/png');
    const thumbnail = await api.api.handle(new Request(String(body.thumbnailUrl)));
    const thumbInfo = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(thumbInfo.width!, thumbInfo.height!)).toBe(320);
  });

  it('accepts the same upload through the HTTP server, as a browser sends it', async () => {
    const server = await listen(api.api.handle, 0);
    try {
      const { port } = server.address() as AddressInfo;
      const form = new FormData();
      for (const [name, value] of Object.entries(await validFields({ fileName: 'over http.png' }))) {
        if (value !== undefined) form.set(name, value);
      }
      const response = await fetch(`http://localhost:${port}/api/v1/files/upload`, { method: 'POST', body: form });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'over_http.png', filePath: '/banners/over_http.png' });
    } finally {
      server.close();
    }
  });

  it('refuses a damaged image with a 400 and its reason, never a stack trace', async () => {
    // A real PNG header whose pixel data is cut short.
    const damaged = (await png()).slice(0, 80);
    const result = await upload(await validFields({ file: new Blob([damaged], { type: 'image/png' }) }));
    expect(result).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The image file is damaged and could not be read.' }),
    });
  });

  it.each(['../../../escape.png', 'v1..2.png'])(
    'serves an upload named %s at the address it answers',
    async (fileName) => {
      const { status, body } = await upload(await validFields({ fileName }));
      expect(status).toBe(200);
      expect(String(body.name)).not.toContain('..');
      expect((await api.api.handle(new Request(String(body.url), { method: 'HEAD' }))).status).toBe(200);
    },
  );

  it('gives a second file of the same name a unique name', async () => {
    const { body } = await upload(await validFields());
    expect(body.name).toMatch(/^hero_banner_[0-9a-f]{6}\.png$/);
  });

  it.each([
    ['no file', { file: undefined }, 400, 'Missing file parameter for upload'],
    ['no file name', { fileName: '' }, 400, 'Missing fileName parameter for upload'],
    ['a wrong public key', { publicKey: 'public_someone_else' }, 403, 'Your account cannot be authenticated.'],
    ['no signature', { signature: '' }, 403, 'Missing token, signature or expire for upload'],
    ['a forged signature', { signature: 'f'.repeat(40) }, 403, 'Invalid signature.'],
    [
      'a file that is not an image',
      { file: new Blob(['hello'], { type: 'text/plain' }) },
      400,
      'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF or SVG).',
    ],
  ])('refuses an upload with %s', async (_label, override, status, message) => {
    const result = await upload(await validFields(override));
    expect(result).toMatchObject({ status, body: { message } });
  });

  it('refuses an expired signature', async () => {
    const token = 'expired-token';
    const expire = String(Math.floor(Date.now() / 1000) - 10);
    const signature = uploadSignature(api.config.mediaKeys.privateKey, token, expire);
    const result = await upload(await validFields({ token, expire, signature }));
    expect(result).toMatchObject({ status: 403, body: { message: 'The expire parameter is in the past.' } });
  });

  it('refuses an expiry more than an hour ahead', async () => {
    const token = 'far-token';
    const expire = String(Math.floor(Date.now() / 1000) + 7200);
    const signature = uploadSignature(api.config.mediaKeys.privateKey, token, expire);
    const result = await upload(await validFields({ token, expire, signature }));
    expect(result.body.message).toBe('The expire parameter must be less than 1 hour into the future.');
  });

  it('refuses a token used twice', async () => {
    const fields = await validFields({ fileName: 'once.png' });
    expect((await upload(fields)).status).toBe(200);
    expect(await upload(fields)).toMatchObject({
      status: 403,
      body: { message: 'The token has been used before. Ask for new upload parameters.' },
    });
  });

  it('lists a folder with paging and sort, and reports its sub-folders', async () => {
    for (const name of ['b.png', 'a.png', 'c.png'])
      await upload(await validFields({ fileName: name, folder: '/products/tv' }));
    const list = async (sort: string, skip = 0) =>
      (
        await api.asAdmin<{ getMediaList: { name: string; filePath: string; thumbnail: string }[] }>(
          `query GetMediaList($skip: Int, $limit: Int, $path: String, $sort: MediaListSort) { getMediaList(skip: $skip, limit: $limit, path: $path, sort: $sort) { name fileId url thumbnail filePath } }`,
          { path: '/products/tv', sort, skip, limit: 2 },
        )
      ).getMediaList;
    expect((await list('ASC_NAME')).map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect((await list('ASC_NAME', 2)).map((file) => file.name)).toEqual(['c.png']);
    expect((await list('DESC_NAME')).map((file) => file.name)).toEqual(['c.png', 'b.png']);
    const { getMediaFolder } = await api.asAdmin<{ getMediaFolder: { folders: string[]; count: number } }>(
      `{ getMediaFolder(path: "/") { folders count } }`,
    );
    expect(getMediaFolder.folders).toEqual(['/banners', '/products']);
  });

  it('tells a signed-in reader of the library where uploads go, and nobody else', async () => {
    const { mediaSettings } = await api.asAdmin<{ mediaSettings: Record<string, string | null> }>(
      `query MediaSettings { mediaSettings { publicKey urlEndpoint uploadEndpoint } }`,
    );
    expect(mediaSettings).toEqual({
      publicKey: api.config.mediaKeys.publicKey,
      urlEndpoint: `${api.config.publicUrl}/media`,
      uploadEndpoint: `${api.config.publicUrl}/api/v1/files/upload`,
    });
    const signedOut = await api.request(`{ mediaSettings { publicKey } }`);
    expect(firstError(signedOut)).toMatchObject({ message: 'Forbidden' });
  });

  it('refuses a folder path that climbs out', async () => {
    const result = await api.request(`{ getMediaList(path: "/../etc") { name } }`, {}, api.adminToken);
    expect(firstError(result)).toMatchObject({ message: '"/../etc" is not a valid folder path.', field: 'path' });
  });

  it('bulk-deletes by file ids and removes the files from disk', async () => {
    const files = (
      await api.asAdmin<{ getMediaList: { fileId: string; url: string }[] }>(
        `{ getMediaList(path: "/products/tv") { fileId url } }`,
      )
    ).getMediaList;
    const { bulkDeleteMediaFiles } = await api.asAdmin<{ bulkDeleteMediaFiles: { message: string } }>(
      `mutation BulkDeleteMediaFiles($fileIds: [String!]!) { bulkDeleteMediaFiles(fileIds: $fileIds) { message } }`,
      { fileIds: [...files.map((file) => file.fileId), 'missing-id'] },
    );
    expect(bulkDeleteMediaFiles.message).toBe('3 files deleted. 1 not found.');
    expect((await api.api.handle(new Request(files[0]!.url))).status).toBe(404);
  });

  it('has browsers check an image again before showing their copy, so a deleted one stops showing', async () => {
    const { body } = await upload(await validFields({ fileName: 'soon-gone.png', folder: '/cache-check' }));
    const url = String(body.url);
    const first = await api.api.handle(new Request(url));
    expect(first.status).toBe(200);
    const cacheControl = first.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bno-cache\b/);
    expect(cacheControl).not.toMatch(/max-age=[1-9]/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // The copy a browser kept is confirmed without the bytes while the image exists …
    const again = await api.api.handle(new Request(url, { headers: { 'if-none-match': etag! } }));
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // … and refused once it is deleted, so no page keeps showing it.
    await api.asAdmin(
      `mutation BulkDeleteMediaFiles($fileIds: [String!]!) { bulkDeleteMediaFiles(fileIds: $fileIds) { message } }`,
      { fileIds: [String(body.fileId)] },
    );
    expect((await api.api.handle(new Request(url, { headers: { 'if-none-match': etag! } }))).status).toBe(404);
  });

  it('talks to ImageKit’s API with the private key when real keys are configured', async () => {
    const calls: { url: string; authorization: string | undefined; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls.push({ url: req.url!, authorization: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        res.end(
          req.url!.startsWith('/files/batch')
            ? JSON.stringify({ successfullyDeletedFileIds: ['f1'] })
            : JSON.stringify([
                {
                  type: 'file',
                  name: 'x.png',
                  fileId: 'f1',
                  url: 'https://ik.example/x.png',
                  thumbnail: 'https://ik.example/tr/x.png',
                  filePath: '/x.png',
                },
              ]),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const media = imagekitMediaService(
      { ...api.config, mediaKeys: { publicKey: 'pk', privateKey: 'private_key', urlEndpoint: 'https://ik.example' } },
      { apiBase: `http://127.0.0.1:${port}` },
    );
    const files = await media.list({ skip: 0, limit: 25, path: '/', sort: 'ASC_NAME' });
    const deleted = await media.bulkDelete(['f1']);
    server.close();
    expect(files).toEqual([
      {
        name: 'x.png',
        fileId: 'f1',
        url: 'https://ik.example/x.png',
        thumbnail: 'https://ik.example/tr/x.png',
        filePath: '/x.png',
      },
    ]);
    expect(deleted.message).toBe('1 file deleted.');
    expect(calls[0]!.url).toBe('/files?skip=0&limit=25&path=%2F&sort=ASC_NAME&type=file');
    expect(calls[0]!.authorization).toBe(`Basic ${Buffer.from('private_key:').toString('base64')}`);
    expect(JSON.parse(calls[1]!.body)).toEqual({ fileIds: ['f1'] });
  });
});
