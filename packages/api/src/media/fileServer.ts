import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Queryable } from '../db/database';
import { mediaDirs, THUMBNAIL_PREFIX } from './localMedia';

/**
 * Browsers keep a copy but ask again before each use (a 304 costs a round trip, not the bytes): a deleted image stops
 * showing at once, where an hour's max-age kept it on every page that had loaded it.
 */
const REVALIDATE = 'public, no-cache';

/** Serves `GET|HEAD /media/<filePath>` and `/media/tr:n-ik_ml_thumbnail/<filePath>` from the offline store. */
export async function serveMedia(request: Request, db: Queryable, mediaRoot: string): Promise<Response> {
  const url = new URL(request.url);
  let rest: string;
  try {
    rest = decodeURIComponent(url.pathname.slice('/media'.length));
  } catch {
    return new Response('Bad request: the address has a malformed % escape.', { status: 400 });
  }
  if (rest.includes('\u0000'))
    return new Response('Bad request: the address contains a NUL character.', { status: 400 });
  const isThumbnail = rest.startsWith(`/${THUMBNAIL_PREFIX}/`);
  if (isThumbnail) rest = rest.slice(THUMBNAIL_PREFIX.length + 1);
  const filePath = normalize(rest);
  if (!filePath.startsWith('/') || filePath.includes('..')) return new Response('Not found', { status: 404 });
  const { rows } = await db.query<{ mimeType: string }>(
    `SELECT mime_type AS "mimeType" FROM media_files WHERE file_path = $1`,
    [filePath],
  );
  if (!rows[0]) return new Response('Not found', { status: 404 });
  const dirs = mediaDirs(mediaRoot);
  const path = join(isThumbnail ? dirs.thumbnails : dirs.originals, filePath);
  let bytes: Buffer;
  let etag: string;
  try {
    const file = await stat(path);
    etag = `"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`;
    if (request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: { etag, 'cache-control': REVALIDATE } });
    }
    bytes = await readFile(path);
  } catch {
    return new Response('Not found', { status: 404 });
  }
  const headers = {
    'content-type': rows[0].mimeType,
    'content-length': String(bytes.byteLength),
    'cache-control': REVALIDATE,
    etag,
    // An uploaded SVG can carry script: never let a media URL run anything in this origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
}
