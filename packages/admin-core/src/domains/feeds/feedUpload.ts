import { FEED_FILE_LIMITS, feedFileProblem } from '@deals/domain/rules';
import type { FeedEntity } from '../../graphql/types.generated';

/** The shared limit (`FEED_FILE_LIMITS.bytes`), under the name host apps imported before it moved to the rules. */
export const FEED_MAX_BYTES = FEED_FILE_LIMITS.bytes;

const FEED_TOO_LARGE_FOR_SERVER =
  'The file is larger than the server accepts. Split it into smaller files and import each.';

export interface FeedUploadRequest {
  file: Blob & { name?: string };
  entity: FeedEntity;
  /** The partner's feed, e.g. "Acme daily": its mapping is saved under this name and offered next time. */
  feedName: string;
  /** `auto` (detected) or one of the API's encodings. */
  encoding?: string;
  /** `auto` (detected), `,`, `;` or a tab. */
  delimiter?: string;
  maxBytes?: number;
}

export type FeedUploadOutcome = { ok: true; id: string; rowCount: number } | { ok: false; message: string };

export interface FeedUploaderOptions {
  /** The GraphQL endpoint; the upload route is `/api/v1/feeds/imports` on its origin. */
  uri: string;
  accessTokenForRequest: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/** Sends a feed file to the API, which reads it once and keeps its rows for the dry run (README "Import and export"). */
export function createFeedUploader({ uri, accessTokenForRequest, fetch: fetchImpl = fetch }: FeedUploaderOptions) {
  return async function uploadFeed(request: FeedUploadRequest): Promise<FeedUploadOutcome> {
    // Refused here, before a byte travels, in the API's words (a 60 MB file would upload for a minute to be refused).
    const problem = feedFileProblem(request.file, request.maxBytes);
    if (problem) return { ok: false, message: problem };
    const url = new URL('/api/v1/feeds/imports', new URL(uri, globalThis.location?.href));
    url.searchParams.set('entity', request.entity.toLowerCase());
    url.searchParams.set('feedName', request.feedName.trim());
    url.searchParams.set('fileName', request.file.name ?? 'feed.csv');
    if (request.encoding) url.searchParams.set('encoding', request.encoding);
    if (request.delimiter) url.searchParams.set('delimiter', request.delimiter);
    const token = await accessTokenForRequest();
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        body: request.file,
        headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      return { ok: false, message: 'The file could not be sent. Check the connection and try again.' };
    }
    const body = (await response.json().catch(() => null)) as {
      import?: { id: string; rowCount: number };
      errors?: { message: string }[];
    } | null;
    if (response.ok && body?.import) return { ok: true, id: body.import.id, rowCount: body.import.rowCount };
    const refusal = body?.errors?.[0]?.message;
    if (refusal) return { ok: false, message: refusal };
    // A proxy in front of the API may refuse a large body itself, without the API's words.
    if (response.status === 413) return { ok: false, message: FEED_TOO_LARGE_FOR_SERVER };
    return { ok: false, message: `The upload failed (HTTP ${response.status}).` };
  };
}

export type FeedUploader = ReturnType<typeof createFeedUploader>;
