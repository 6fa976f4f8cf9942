import { describe, expect, it, vi } from 'vitest';
import { createFeedUploader } from './feedUpload';

const csv = (text: string, name = 'acme.csv') => Object.assign(new Blob([text], { type: 'text/csv' }), { name });

describe('createFeedUploader', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

  it('sends nothing for a file over the limit', async () => {
    const fetch = answer(201, {});
    const upload = createFeedUploader({
      uri: 'http://api.test/graphql',
      accessTokenForRequest: async () => 't',
      fetch,
    });
    const outcome = await upload({ file: csv('Title\nA\n'), entity: 'PRODUCT', feedName: 'Acme', maxBytes: 4 });
    expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/larger than/) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the file to the upload route beside the GraphQL endpoint, with the session’s token', async () => {
    const fetch = answer(201, { import: { id: '7', rowCount: 1 } });
    const upload = createFeedUploader({
      uri: 'http://api.test/graphql',
      accessTokenForRequest: async () => 'tok',
      fetch,
    });
    const file = csv('Title\nCrème\n');
    expect(await upload({ file, entity: 'BRAND', feedName: ' Acme daily ', encoding: 'auto', delimiter: ';' })).toEqual(
      {
        ok: true,
        id: '7',
        rowCount: 1,
      },
    );
    const [url, init] = fetch.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(`${sent.origin}${sent.pathname}`).toBe('http://api.test/api/v1/feeds/imports');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      entity: 'brand',
      feedName: 'Acme daily',
      fileName: 'acme.csv',
      encoding: 'auto',
      delimiter: ';',
    });
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('answers the API’s refusal as its message', async () => {
    const fetch = answer(400, { errors: [{ message: 'The header "Title" appears twice (columns 1 and 3).' }] });
    const upload = createFeedUploader({
      uri: 'http://api.test/graphql',
      accessTokenForRequest: async () => 't',
      fetch,
    });
    expect(await upload({ file: csv('Title,Title\nA,B\n'), entity: 'PRODUCT', feedName: 'x' })).toEqual({
      ok: false,
      message: 'The header "Title" appears twice (columns 1 and 3).',
    });
  });

  it('answers a deployment’s lower limit in the API’s words, and a proxy’s bare 413 as a file too large', async () => {
    const limited = 'The file is larger than 3.81 MB (4,000,000 bytes). Split it into smaller files and import each.';
    const upload = (fetch: typeof globalThis.fetch) =>
      createFeedUploader({ uri: 'http://api.test/graphql', accessTokenForRequest: async () => 't', fetch })({
        file: csv('Title\nA\n'),
        entity: 'PRODUCT',
        feedName: 'x',
      });
    expect(await upload(answer(413, { errors: [{ message: limited }] }))).toEqual({ ok: false, message: limited });
    const proxy = vi.fn<typeof fetch>(
      async () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }),
    );
    expect(await upload(proxy)).toEqual({
      ok: false,
      message: 'The file is larger than the server accepts. Split it into smaller files and import each.',
    });
  });
});
