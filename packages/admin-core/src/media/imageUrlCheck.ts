/** Spec §5/§8 messages of the image-URL check. */
export const INVALID_URL_MESSAGE = 'Please enter a valid URL.';
export const NOT_AN_IMAGE_MESSAGE = 'The URL does not point to a valid image file.';

export type ImageUrlCheck =
  | { status: 'image' }
  /** The HEAD request succeeded but the content type is not image/*: spec §5 shows no message. */
  | { status: 'not-image' }
  | { status: 'invalid'; message: typeof INVALID_URL_MESSAGE }
  | { status: 'unreachable'; message: typeof NOT_AN_IMAGE_MESSAGE };

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * Spec §5, exactly: an http(s) address with no whitespace, else "Please enter a valid URL."; then a HEAD request —
 * only a failed request (no answer at all) gives "The URL does not point to a valid image file."; an answer with an
 * image/* content type confirms the address; an answer with any other content type, whatever its status, gives no
 * message and no confirmation.
 */
export async function checkImageUrl(address: string, fetchImpl: typeof fetch = fetch): Promise<ImageUrlCheck> {
  if (!HTTP_URL.test(address)) return { status: 'invalid', message: INVALID_URL_MESSAGE };
  let response: Response;
  try {
    response = await fetchImpl(address, { method: 'HEAD' });
  } catch {
    return { status: 'unreachable', message: NOT_AN_IMAGE_MESSAGE };
  }
  const contentType = response.headers.get('content-type') ?? '';
  // An error page served as an image (a 404 placeholder) is not the image the person asked for.
  return response.ok && contentType.toLowerCase().startsWith('image/') ? { status: 'image' } : { status: 'not-image' };
}
