import { chromium, type Browser, type Page, type Request, type Response } from 'playwright';
import { gzipSync } from 'node:zlib';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface AssetBytes {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: number;
  /** The JS files' addresses, in the order the page asked for them. */
  jsUrls: string[];
}

/**
 * The requests a page has in flight, less its live-updates stream: a `recordChanged` subscription over server-sent
 * events stays open by design, so Playwright's `networkidle` would never come. Watch from before the first request.
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const isLiveStream = (request: Request) => (request.headers()['accept'] ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    /** Resolves once nothing but the live stream has been in flight for 500 ms (what `networkidle` waits for). */
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastChange < 500) {
        if (Date.now() > deadline) {
          throw new Error(`The network did not settle: ${[...open].map((request) => request.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The JS and CSS a page downloads while `action` runs: raw bytes and gzip (level 9) of each file, summed. */
export async function assetsLoadedDuring(page: Page, action: () => Promise<void>): Promise<AssetBytes> {
  const bodies: Promise<{ kind: 'js' | 'css'; url: string; body: Buffer } | null>[] = [];
  const seen = new Set<string>();
  const onResponse = (response: Response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : null;
    if (!kind || seen.has(url)) return;
    seen.add(url);
    bodies.push(
      response.body().then(
        (body) => ({ kind, url, body }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  const network = watchNetwork(page);
  await action();
  await network.settled();
  page.off('response', onResponse);
  const totals: AssetBytes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: 0, jsUrls: [] };
  for (const entry of await Promise.all(bodies)) {
    if (!entry) continue;
    const gzip = gzipSync(entry.body, { level: 9 }).length;
    totals.files += 1;
    if (entry.kind === 'js') {
      totals.jsRaw += entry.body.length;
      totals.jsUrls.push(entry.url);
      totals.jsGzip += gzip;
    } else {
      totals.cssRaw += entry.body.length;
      totals.cssGzip += gzip;
    }
  }
  return totals;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
