/** Spec §5/§8 messages of the image-URL check. */
export const INVALID_URL_MESSAGE = 'Please enter a valid URL.';
export const NOT_AN_IMAGE_MESSAGE = 'The URL does not point to a valid image file.';

/**
 * How long the HEAD request may take before the check gives up with the spec's failure message: an address that
 * answers slowly (or never) must not leave the person waiting on a pending button.
 */
export const IMAGE_URL_CHECK_TIMEOUT_MS = 10_000;

export type ImageUrlCheck =
  | { status: 'image' }
  /** The HEAD request succeeded but the content type is not image/*: spec §5 shows no message. */
  | { status: 'not-image' }
  | { status: 'invalid'; message: typeof INVALID_URL_MESSAGE }
  /** The request failed, or took longer than the timeout. */
  | { status: 'unreachable'; message: typeof NOT_AN_IMAGE_MESSAGE }
  /** The caller stopped the check (the person cancelled, or edited the address): nothing to say. */
  | { status: 'cancelled' };

export interface ImageUrlCheckOptions {
  /** Aborts the HEAD request: the check then answers `cancelled`. */
  signal?: AbortSignal;
  /** The time limit of the HEAD request; `IMAGE_URL_CHECK_TIMEOUT_MS` by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * Spec §5, exactly: an http(s) address with no whitespace, else "Please enter a valid URL."; then a HEAD request —
 * only a failed request (no answer at all, or none within the time limit) gives "The URL does not point to a valid
 * image file."; an answer with an image/* content type confirms the address; an answer with any other content type,
 * whatever its status, gives no message and no confirmation. The caller may stop it with `signal`.
 */
export async function checkImageUrl(address: string, options: ImageUrlCheckOptions = {}): Promise<ImageUrlCheck> {
  const { signal, timeoutMs = IMAGE_URL_CHECK_TIMEOUT_MS, fetch: fetchImpl = globalThis.fetch } = options;
  if (!HTTP_URL.test(address)) return { status: 'invalid', message: INVALID_URL_MESSAGE };
  if (signal?.aborted) return { status: 'cancelled' };
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(address, {
      method: 'HEAD',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    if (signal?.aborted) return { status: 'cancelled' };
    return { status: 'unreachable', message: NOT_AN_IMAGE_MESSAGE };
  }
  if (signal?.aborted) return { status: 'cancelled' };
  const contentType = response.headers.get('content-type') ?? '';
  // An error page served as an image (a 404 placeholder) is not the image the person asked for.
  return response.ok && contentType.toLowerCase().startsWith('image/') ? { status: 'image' } : { status: 'not-image' };
}
