import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchBackedXhr } from '../testing/fetchXhr';
import { startInProcessApi } from '../testing/inProcessApi';
import { createMediaUploader, type UploadAuthParams } from './upload';
import { toUploadMessage, uploadMessages } from './uploadMessages';

describe('media upload (spec §7/§8)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  const origin = 'http://localhost:4999';
  let authParams: () => Promise<UploadAuthParams>;

  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 0 } });
    authParams = async () =>
      (
        await server.api.asAdmin<{ getImageKitAuthParams: UploadAuthParams }>(
          `{ getImageKitAuthParams { token expire signature } }`,
        )
      ).getImageKitAuthParams;
  });
  afterAll(async () => {
    await server.api.close();
  });

  const uploaderWith = (authenticator: () => Promise<UploadAuthParams | null>) =>
    createMediaUploader({
      publicKey: server.api.config.mediaKeys.publicKey,
      urlEndpoint: `${origin}/media`,
      uploadEndpoint: `${origin}/api/v1/files/upload`,
      authenticator,
      createXhr: () => fetchBackedXhr(server.fetch),
    });

  const png = async () =>
    new Blob(
      [
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7635dc' } })
          .png()
          .toBuffer(),
      ],
      { type: 'image/png' },
    );

  it('uploads file, fileName, comma-joined tags and folder with signature, expire, token and publicKey', async () => {
    const upload = uploaderWith(authParams);
    const progress: number[] = [];
    const result = await upload({
      file: await png(),
      fileName: 'logo.png',
      tags: ['brand', 'logo'],
      folder: '/brands/new',
      onProgress: (value) => progress.push(value),
    });
    expect(result).toMatchObject({ name: 'logo.png', filePath: '/brands/new/logo.png', width: 40, height: 30 });
    expect(progress.at(-1)).toBe(1);
    const listed = await server.api.asAdmin<{ getMediaList: { name: string }[] }>(
      `{ getMediaList(path: "/brands/new") { name } }`,
    );
    expect(listed.getMediaList.map((file) => file.name)).toEqual(['logo.png']);
  });

  it('Missing file parameter for upload', async () => {
    await expect(uploaderWith(authParams)({ file: null, fileName: 'x.png' })).rejects.toThrow(
      uploadMessages.missingFile,
    );
  });

  it('Missing fileName parameter for upload', async () => {
    await expect(uploaderWith(authParams)({ file: await png(), fileName: '' })).rejects.toThrow(
      uploadMessages.missingFileName,
    );
  });

  it('Missing public key for upload — an upload without a public key, before any upload parameters are asked for', async () => {
    const authenticator = vi.fn(authParams);
    await expect(uploaderWith(authenticator)({ file: await png(), fileName: 'x.png', publicKey: '' })).rejects.toThrow(
      uploadMessages.missingPublicKeyForUpload,
    );
    expect(authenticator).not.toHaveBeenCalled();
  });

  it('sends the public key given for one upload', async () => {
    const uploaded = await uploaderWith(authParams)({
      file: await png(),
      fileName: 'own-key.png',
      publicKey: server.api.config.mediaKeys.publicKey,
    });
    expect(uploaded.name).toMatch(/^own-key/);
  });

  it('Missing token, signature or expire for upload — when the auth query gave no parameters', async () => {
    await expect(uploaderWith(async () => null)({ file: await png(), fileName: 'x.png' })).rejects.toThrow(
      'Missing token, signature or expire for upload',
    );
  });

  it('Missing token, signature or expire for upload — when one of them is empty', async () => {
    const partial = async () => ({ ...(await authParams()), signature: '' });
    await expect(uploaderWith(partial)({ file: await png(), fileName: 'x.png' })).rejects.toThrow(
      uploadMessages.missingAuthParams,
    );
  });

  it('invalid response from authentication endpoint', async () => {
    const broken = async () => ({ token: 'x' }) as unknown as UploadAuthParams;
    await expect(uploaderWith(broken)({ file: await png(), fileName: 'x.png' })).rejects.toThrow(
      'invalid response from authentication endpoint',
    );
  });

  it('authentication endpoint timed out in 60 seconds', async () => {
    vi.useFakeTimers();
    const pending = uploaderWith(() => new Promise(() => undefined))({ file: new Blob(['x']), fileName: 'x.png' });
    const assertion = expect(pending).rejects.toThrow('authentication endpoint timed out in 60 seconds');
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
    vi.useRealTimers();
  });

  it('the authenticator must be a function returning a promise', async () => {
    expect(() => uploaderWith('nope' as never)).toThrow('the authenticator must be a function returning a promise');
    const notAPromise = (() => ({ token: 't' })) as unknown as () => Promise<UploadAuthParams>;
    await expect(uploaderWith(notAPromise)({ file: await png(), fileName: 'x.png' })).rejects.toThrow(
      uploadMessages.authenticatorNotFunction,
    );
  });

  it('Missing publicKey, Missing urlEndpoint', () => {
    const base = { publicKey: 'pk', urlEndpoint: 'https://ik.example', authenticator: authParams };
    expect(() => createMediaUploader({ ...base, publicKey: '' })).toThrow('Missing publicKey');
    expect(() => createMediaUploader({ ...base, urlEndpoint: '' })).toThrow('Missing urlEndpoint');
  });

  it('Request to upload endpoint failed due to network error', async () => {
    const upload = createMediaUploader({
      publicKey: 'pk',
      urlEndpoint: `${origin}/media`,
      uploadEndpoint: 'http://127.0.0.1:9/unreachable',
      authenticator: authParams,
      createXhr: () => fetchBackedXhr(() => Promise.reject(new TypeError('fetch failed'))),
    });
    await expect(upload({ file: await png(), fileName: 'x.png' })).rejects.toThrow(uploadMessages.networkError);
  });

  it('passes the server’s own refusal through, e.g. a token used twice', async () => {
    const params = await authParams();
    const upload = uploaderWith(async () => params);
    await upload({ file: await png(), fileName: 'once.png' });
    await expect(upload({ file: await png(), fileName: 'twice.png' })).rejects.toThrow(
      'The token has been used before. Ask for new upload parameters.',
    );
  });

  it('maps the SDK’s own wording to the spec’s messages', () => {
    expect(toUploadMessage({ message: 'Missing public key for upload' })).toBe('Missing public key for upload');
    expect(
      toUploadMessage({
        message: 'Missing token for upload. The SDK expects token, signature and expire for authentication.',
      }),
    ).toBe('Missing token, signature or expire for upload');
    expect(toUploadMessage({ message: 'Invalid pre transformation parameter.' })).toBe(
      'Invalid transformation parameter',
    );
    expect(toUploadMessage({ message: 'Request to ImageKit upload endpoint failed due to network error' })).toBe(
      'Request to upload endpoint failed due to network error',
    );
  });
});
