import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite puts every hashed file under `assets/`: its name changes with its content, so it may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes: the browser must ask again every time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built app from `appDir`: files as they are, and index.html for any app route (a path without a file
 * extension), so a reload on /brands/3/edit works. Null for what is not a GET or HEAD, so the caller answers it.
 */
export async function serveApp(request: Request, pathname: string, appDir: string): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  let relative: string;
  try {
    relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  } catch {
    return new Response('Bad request', { status: 400 });
  }
  // Source maps hold every package's original source and comments: they stay with the build, never served.
  if (extname(relative) === '.map') return new Response('Not found', { status: 404 });
  const file = join(appDir, relative);
  if (relative.startsWith('..') || !(file === appDir || file.startsWith(appDir + sep))) {
    return new Response('Not found', { status: 404 });
  }
  const found = await readIfFile(file);
  if (found) return fileResponse(request, found, file, relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
  // A missing asset is a 404 (a stale tab asking for an old hash must not get HTML as JavaScript).
  if (extname(relative) !== '') return new Response('Not found', { status: 404 });
  const index = join(appDir, 'index.html');
  const html = await readIfFile(index);
  if (!html) return new Response('The app is not built: run the production command.', { status: 503 });
  return fileResponse(request, html, index, REVALIDATE);
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

function fileResponse(request: Request, body: Buffer, file: string, cacheControl: string): Response {
  const headers = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
