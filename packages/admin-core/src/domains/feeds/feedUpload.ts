import type { FeedEntity } from '../../graphql/types.generated';

/** What one feed file may weigh (README "Import and export"): the API's default limit, checked before any upload. */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * Why a chosen file cannot be sent, in the API's own words, or null: an empty or oversized file is refused here,
 * before a byte travels (a 60 MB file would otherwise upload for a minute to be refused).
 */
export function feedFileProblem(file: { size: number }, maxBytes = FEED_MAX_BYTES): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes)
    return `The file is larger than ${megabytes(maxBytes)}. Split it into smaller files and import each.`;
  return null;
}

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
    return { ok: false, message: body?.errors?.[0]?.message ?? `The upload failed (HTTP ${response.status}).` };
  };
}

export type FeedUploader = ReturnType<typeof createFeedUploader>;
