import { describe, expect, it, vi } from 'vitest';
import { checkImageUrl } from './imageUrlCheck';

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
    expect(await checkImageUrl(address, fetchImpl)).toEqual({
      status: 'invalid',
      message: 'Please enter a valid URL.',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('makes a HEAD request to the address', async () => {
    const fetchImpl = answer('image/jpeg');
    await checkImageUrl('https://img.example/a.jpg', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://img.example/a.jpg', { method: 'HEAD' });
  });

  it('confirms an address whose content type begins with image/', async () => {
    expect(await checkImageUrl('https://img.example/a.svg', answer('image/svg+xml'))).toEqual({ status: 'image' });
  });

  it('a failed request: The URL does not point to a valid image file.', async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkImageUrl('https://down.example/a.png', failing)).toEqual({
      status: 'unreachable',
      message: 'The URL does not point to a valid image file.',
    });
  });

  it('an answer with an error status and a non-image content type shows nothing (only a failed request does)', async () => {
    expect(await checkImageUrl('https://img.example/missing.png', answer('text/html', 404))).toEqual({
      status: 'not-image',
    });
  });

  it('an error status is never confirmed as an image, whatever its content type', async () => {
    expect(await checkImageUrl('https://img.example/missing.png', answer('image/png', 404))).toEqual({
      status: 'not-image',
    });
  });

  it('success with a non-image content type: nothing happens and no message shows', async () => {
    expect(await checkImageUrl('https://example.com/page', answer('text/html; charset=utf-8'))).toEqual({
      status: 'not-image',
    });
  });

  it('success without a content type is not an image either', async () => {
    expect(await checkImageUrl('https://example.com/blob', answer(null))).toEqual({ status: 'not-image' });
  });
});
