import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';
import { assetsLoadedDuring, type AssetBytes } from './lib/browser';
import { reuseOrBuild, treeHash } from './lib/buildCache';
import { run } from './lib/processes';
import { storeTokensScript } from './lib/session';
import { serveStatic } from './lib/staticServer';

export interface OurBundles {
  login: AssetBytes;
  dashboard: AssetBytes;
  brands: AssetBytes;
  chunks: { name: string; isScreen: boolean; gzip: number; raw: number }[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  css?: string[];
}

/** Each lazily loaded chunk of the app (a screen, or the rich-text editor) with its own CSS, from Vite's manifest. */
function lazyChunks(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk) => {
      const files = [chunk.file, ...(chunk.css ?? [])].map((file) => readFileSync(join(dist, file)));
      return {
        name: (chunk.src ?? chunk.file).replace(/^.*\//, '').replace(/\.tsx?$/, ''),
        isScreen: (chunk.src ?? '').startsWith('src/screens/'),
        raw: files.reduce((sum, file) => sum + file.length, 0),
        gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** What the browser loads for /login, the dashboard and the brand list of our built app, and every lazy chunk. */
export async function measureOurApp(
  browser: Browser,
  dist: string,
  appOrigin: string,
  port: number,
  tokens: { accessToken: string; refreshToken: string },
): Promise<OurBundles> {
  const server = await serveStatic(dist, port);
  try {
    const fresh = async (signedIn: boolean) => {
      const context = await browser.newContext();
      if (signedIn) await context.addInitScript(storeTokensScript(tokens));
      return { context, page: await context.newPage() };
    };
    const visit = async (path: string, ready: (page: Page) => Promise<unknown>, signedIn = true) => {
      const { context, page } = await fresh(signedIn);
      const bytes = await assetsLoadedDuring(page, async () => {
        await page.goto(`${appOrigin}${path}`);
        await ready(page);
      });
      await context.close();
      return bytes;
    };
    return {
      login: await visit('/login', (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(), false),
      dashboard: await visit('/', (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()),
      brands: await visit('/brands', (page) =>
        page.getByRole('grid', { name: 'Brands' }).getByRole('row').nth(25).waitFor(),
      ),
      chunks: lazyChunks(dist),
    };
  } finally {
    server.close();
  }
}

export interface Peer {
  name: string;
  label: string;
  /** Text the page shows once it has rendered. */
  readyText: string;
  /** Languages to keep with @react-aria/optimize-locales-plugin (a peer that follows our embedding guide). */
  locales?: string[];
}

export const peers: Peer[] = [
  { name: 'blank', label: 'blank React 19 page', readyText: 'Hello' },
  { name: 'react-admin', label: 'react-admin 5 (list + edit)', readyText: 'Brand 1' },
  { name: 'refine', label: 'Refine 5 + Ant Design (list + edit)', readyText: 'Brand 1' },
  { name: 'confirm-dialog', label: 'blank app + our ConfirmDialog', readyText: 'Are you sure you want to delete?' },
  {
    name: 'stack-floor',
    label: 'blank page + React Router data router + Apollo Client (one query): the brand list’s stack alone',
    readyText: 'Hello',
  },
];

/** The peer's Vite config: plain React, plus the locale plugin for a peer that follows our embedding guide. */
function peerViteConfig(peer: Peer) {
  const locales = peer.locales ? `optimizeLocales.vite({ locales: ${JSON.stringify(peer.locales)} }), ` : '';
  return (
    (locales ? "import optimizeLocales from '@react-aria/optimize-locales-plugin';\n" : '') +
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n" +
    `export default defineConfig({ plugins: [${locales}react()], build: { target: 'es2022' }, logLevel: 'warn' });\n`
  );
}

/**
 * Installs a peer app from npm into bench/.work and builds it with Vite; answers its dist folder. Reused while the
 * peer's sources (and the packed tarballs it installs) are unchanged.
 */
export async function buildPeer(peer: Peer, benchDir: string): Promise<string> {
  const work = join(benchDir, '.work', peer.name);
  const source = join(benchDir, 'peers', peer.name);
  const tarballs = [...readFileSync(join(source, 'package.json'), 'utf8').matchAll(/file:([^"]+\.tgz)/g)].map((match) =>
    join(work, match[1]!),
  );
  const key =
    treeHash(benchDir, [`peers/${peer.name}`, 'peers/shared'], peerViteConfig(peer)) + tarballs.map(fileHash).join('');
  await reuseOrBuild(join(benchDir, '.work/cache'), peer.name, key, join(work, 'dist/index.html'), async () => {
    rmSync(work, { recursive: true, force: true });
    cpSync(source, work, { recursive: true });
    // What several peers share (one Apollo client and query), beside their own main.tsx, so it resolves their installs.
    cpSync(join(benchDir, 'peers/shared'), join(work, 'src/shared'), { recursive: true });
    // Every peer is the same plain Vite + React app around its own src/main.tsx.
    writeFileSync(
      join(work, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bench peer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(join(work, 'vite.config.ts'), peerViteConfig(peer));
    // Versions are pinned in each package.json; no lockfile to keep.
    writeFileSync(join(work, '.npmrc'), 'lockfile=false\n');
    await run('pnpm install --ignore-workspace --prefer-offline --reporter=silent', work);
    await run('pnpm exec vite build', work);
    if (!existsSync(join(work, 'dist/index.html'))) throw new Error(`${peer.name} built no index.html`);
  });
  return join(work, 'dist');
}

const fileHash = (path: string) =>
  existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'missing';

/** What a built peer's page loads until it shows its ready text. */
export async function measurePeer(browser: Browser, peer: Peer, dist: string, port: number): Promise<AssetBytes> {
  const server = await serveStatic(dist, port);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = await assetsLoadedDuring(page, async () => {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByText(peer.readyText).first().waitFor({ timeout: 30_000 });
    });
    await context.close();
    return bytes;
  } finally {
    server.close();
  }
}
