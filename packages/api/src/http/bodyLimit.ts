/**
 * The largest GraphQL request the app sends is a blog post at its 200,000-character content limit: up to ~600 KB of
 * UTF-8 in JSON (measured in limits.test.ts). 1 MiB fits it with room; anything larger is refused unread.
 */
export const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/**
 * Refuses a body over `maxBytes` before reading it when its length is declared (Content-Length), and stops reading
 * a chunked one as soon as it passes the limit: a request is never buffered beyond the limit.
 * Answers the request to hand on (the body re-wrapped when it had to be read), or throws BodyTooLarge.
 */
export async function limitBody(request: Request, maxBytes: number): Promise<Request> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) throw new BodyTooLarge();
    // Node's HTTP parser reads exactly the declared length, never more.
    return request;
  }
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not cancelled: cancelling destroys the socket, and the client sees a reset instead of the 413. The rest of
      // the body is left unread and the answer closes the connection (`connection: close` on the refusal).
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // The signal goes along: it is how the handlers learn that the client went away (a live stream ends then).
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}
