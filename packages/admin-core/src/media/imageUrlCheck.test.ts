import { describe, expect, it, vi } from 'vitest';
import { checkImageUrl, IMAGE_URL_CHECK_TIMEOUT_MS } from './imageUrlCheck';

const answer = (contentType: string | null, status = 200) =>
  vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(null, { status, headers: contentType ? { 'content-type': contentType } : {} }));

describe('the image URL check (spec §5)', () => {
  it.each([
    'not a url',
    'ftp://files.example/a.png',
    'https://img.example/a b.png',
    ' https://img.example/a.png',
    'https://img.example/a.png ',
    'https://img.example/a.png\n',
    '//img.example/a.png',
    'javascript:alert(1)',
    '',
  ])('"%s" must look like an http or https address with no whitespace: Please enter a valid URL.', async (address) => {
    const fetchImpl = answer('image/png');
    expect(await checkImageUrl(address, { fetch: fetchImpl })).toEqual({
      status: 'invalid',
      message: 'Please enter a valid URL.',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('makes a HEAD request to the address', async () => {
    const fetchImpl = answer('image/jpeg');
    await checkImageUrl('https://img.example/a.jpg', { fetch: fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('https://img.example/a.jpg', expect.objectContaining({ method: 'HEAD' }));
  });

  it('confirms an address whose content type begins with image/', async () => {
    expect(await checkImageUrl('https://img.example/a.svg', { fetch: answer('image/svg+xml') })).toEqual({
      status: 'image',
    });
  });

  it('a failed request: The URL does not point to a valid image file.', async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkImageUrl('https://down.example/a.png', { fetch: failing })).toEqual({
      status: 'unreachable',
      message: 'The URL does not point to a valid image file.',
    });
  });

  it('an answer with an error status and a non-image content type shows nothing (only a failed request does)', async () => {
    expect(await checkImageUrl('https://img.example/missing.png', { fetch: answer('text/html', 404) })).toEqual({
      status: 'not-image',
    });
  });

  it('an error status is never confirmed as an image, whatever its content type', async () => {
    expect(await checkImageUrl('https://img.example/missing.png', { fetch: answer('image/png', 404) })).toEqual({
      status: 'not-image',
    });
  });

  it('success with a non-image content type: nothing happens and no message shows', async () => {
    expect(await checkImageUrl('https://example.com/page', { fetch: answer('text/html; charset=utf-8') })).toEqual({
      status: 'not-image',
    });
  });

  it('success without a content type is not an image either', async () => {
    expect(await checkImageUrl('https://example.com/blob', { fetch: answer(null) })).toEqual({ status: 'not-image' });
  });
});

/** A server that never answers: the request ends only when its signal aborts, as fetch does. */
const neverAnswers = vi.fn<typeof fetch>(
  (_input, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    ),
);

describe('a check that takes long', () => {
  it("gives up after its time limit with the spec's failure message", async () => {
    expect(await checkImageUrl('https://slow.example/a.png', { fetch: neverAnswers, timeoutMs: 20 })).toEqual({
      status: 'unreachable',
      message: 'The URL does not point to a valid image file.',
    });
  });

  it('waits ten seconds by default', () => {
    expect(IMAGE_URL_CHECK_TIMEOUT_MS).toBe(10_000);
  });

  it('stops when the caller aborts: the request is aborted and the check says nothing', async () => {
    const stop = new AbortController();
    const checking = checkImageUrl('https://slow.example/a.png', { fetch: neverAnswers, signal: stop.signal });
    stop.abort();
    expect(await checking).toEqual({ status: 'cancelled' });
    const sent = neverAnswers.mock.calls.at(-1)?.[1]?.signal;
    expect(sent?.aborted).toBe(true);
  });

  it('an answer arriving after the caller stopped is not acted on', async () => {
    const stop = new AbortController();
    const lateImage = vi.fn<typeof fetch>(async () => {
      stop.abort();
      return new Response(null, { headers: { 'content-type': 'image/png' } });
    });
    expect(await checkImageUrl('https://img.example/a.png', { fetch: lateImage, signal: stop.signal })).toEqual({
      status: 'cancelled',
    });
  });
});
