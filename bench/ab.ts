import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './lib/browser';
import { timePages } from './lib/pageTimings';
import { start } from './lib/processes';
import { signIn, storeTokensScript } from './lib/session';
import { serveStatic } from './lib/staticServer';
import { ourFirstRow } from './pageLoads';

/**
 * A/B of two (or more) builds of the app on one page, as the README's before → after figures are measured:
 *
 *   pnpm exec tsx bench/ab.ts /products Products 14 dist-before dist-after
 *
 * Each build (a `vite build --outDir …` of packages/admin-app with VITE_API_ORIGIN=http://127.0.0.1:<base>) is served
 * on a port of its own against one API on the bench's 2,000-product catalogue (run `pnpm bench` once to seed it).
 * Loads are signed in and timed as `pnpm bench` times its pages (`timePages`), with the builds' turn alternating
 * every round. Prints, per build, navigation → first row (median and best), blocking time and longest task (medians).
 */
const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const [path, grid, rounds, ...dists] = process.argv.slice(2);
if (!path || !grid || !rounds || dists.length < 2)
  throw new Error('Usage: tsx bench/ab.ts <path> <grid label> <rounds> <dist A> <dist B> [more dists]');
const seeded = join(benchDir, '.work/cache/data-2000');
if (!existsSync(seeded)) throw new Error('No seeded catalogue: run `pnpm bench` once first.');

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4510);
const api = `http://127.0.0.1:${BASE}`;
const apps = dists.map((_, index) => `http://127.0.0.1:${BASE + 11 + index}`);
const data = join(benchDir, '.work/ab-data');
rmSync(data, { recursive: true, force: true });
cpSync(seeded, data, { recursive: true });

const server = await start('pnpm start', join(root, 'packages/api'), `${api}/health`, {
  PORT: String(BASE),
  API_DATA_DIR: data,
  RUN_SCHEDULER: 'false',
  CORS_ORIGINS: apps.join(','),
});
const statics = await Promise.all(dists.map((dist, index) => serveStatic(resolve(dist), BASE + 11 + index)));
const browser = await launch();
try {
  const signedIn = storeTokensScript(await signIn(api));
  const timings = await timePages(
    browser,
    dists.map((dist, index) => ({
      label: dist,
      url: `${apps[index]}${path}`,
      shown: ourFirstRow(grid),
      before: signedIn,
    })),
    Number(rounds),
    { alternateOrder: true },
  );
  for (const { label, best, median } of timings) {
    console.info(
      `${label} ${path}: first row ${median.shownMs.toFixed(0)} ms (best ${best.shownMs.toFixed(0)} ms), ` +
        `blocking ${median.tbtMs.toFixed(0)} ms, longest task ${median.longestTaskMs.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  for (const server of statics) server.close();
  server.stop();
}
process.exit(0);
