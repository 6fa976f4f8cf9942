import { chromium, type Browser, type Page, type Response } from 'playwright';
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
  await action();
  await page.waitForLoadState('networkidle');
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
