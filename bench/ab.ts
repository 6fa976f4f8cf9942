import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, median } from './lib/browser';
import { start } from './lib/processes';
import { signIn, storeTokensScript } from './lib/session';
import { serveStatic } from './lib/staticServer';

/**
 * A/B of two (or more) builds of the app on one page, as the README's before → after figures are measured:
 *
 *   pnpm exec tsx bench/ab.ts /products Products 14 dist-before dist-after
 *
 * Each build (a `vite build --outDir …` of packages/admin-app with VITE_API_ORIGIN=http://127.0.0.1:<base>) is served
 * on a port of its own against one API on the bench's 2,000-product catalogue (run `pnpm bench` once to seed it).
 * Loads are signed in, each in a fresh context, and the builds take turns in an order that alternates every round:
 * on this machine whichever loads first in a round is measurably slower, which biased a fixed order by 30–90 ms.
 * Prints, per build, navigation → first row (median and best), blocking time and longest task (medians).
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

const server = await start(
  'pnpm exec tsx --conditions=@deals/source src/main.ts',
  join(root, 'packages/api'),
  `${api}/health`,
  {
    PORT: String(BASE),
    API_DATA_DIR: data,
    RUN_SCHEDULER: 'false',
    CORS_ORIGINS: apps.join(','),
  },
);
const statics = await Promise.all(dists.map((dist, index) => serveStatic(resolve(dist), BASE + 11 + index)));
const browser = await launch();
const tokens = await signIn(api);
// The bench's own "first row shown": a visible row header in the grid's body (not its loading or empty state).
const shown = `document.querySelector('[role="grid"][aria-label="${grid}"] tbody:not([data-empty]) [role="rowheader"]')?.checkVisibility()`;
const observe = `(() => {
  const marks = { tasks: [], shownAt: null };
  Object.defineProperty(window, '__abMarks', { value: marks });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) marks.tasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: true });
  const mark = () => {
    if (marks.shownAt !== null) return true;
    try { if (!(${shown})) return false; } catch { return false; }
    marks.shownAt = performance.now();
    return true;
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  const onFrame = () => { if (!mark()) requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
})();`;

const results = dists.map(() => [] as { shown: number; tbt: number; longest: number }[]);
try {
  for (let round = 0; round < Number(rounds); round += 1) {
    const order = [...apps.keys()];
    if (round % 2) order.reverse();
    for (const index of order) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        await context.addInitScript(storeTokensScript(tokens));
        await context.addInitScript(observe);
        const page = await context.newPage();
        await page.goto(`${apps[index]}${path}`);
        await page.waitForFunction('window.__abMarks.shownAt !== null', undefined, { timeout: 60_000, polling: 100 });
        await page.waitForLoadState('load');
        const marks = (await page.evaluate('window.__abMarks')) as { tasks: number[]; shownAt: number };
        results[index]!.push({
          shown: marks.shownAt,
          tbt: marks.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          longest: Math.max(0, ...marks.tasks),
        });
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const server of statics) server.close();
  server.stop();
}
for (const [index, dist] of dists.entries()) {
  const loads = results[index]!;
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.info(
    `${dist} ${path}: first row ${ms(loads.map((load) => load.shown))} (best ${Math.min(...loads.map((load) => load.shown)).toFixed(0)} ms), ` +
      `blocking ${ms(loads.map((load) => load.tbt))}, longest task ${ms(loads.map((load) => load.longest))}`,
  );
}
process.exit(0);
