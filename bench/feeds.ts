import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feedBudgets } from './feedBudgets';
import { measureFeeds } from './feedFigures';
import { measureBrowserSideFeeds } from './feedPeers';
import { feedRows } from './feedReport';
import { launch } from './lib/browser';
import { run, start } from './lib/processes';
import { signIn } from './lib/session';

/**
 * The feeds step of `pnpm bench` on its own (`pnpm bench:feeds`; on PostgreSQL: `bash scripts/with-postgres.sh pnpm
 * bench:feeds`): FEEDS_ROWS (100,000) new products uploaded, dry-run, applied (history included) while a colleague
 * reads the list, then exported, the API's memory sampled throughout; and the peers' browser-side way against the
 * same API. Appends its table to `bench/feeds-results.md`, one section per database.
 */

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const ROWS = Number(process.env.FEEDS_ROWS ?? 100_000);
const port = Number(process.env.BENCH_PORT_BASE ?? 4510) + 8;
const api = `http://127.0.0.1:${port}`;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const dataDir = mkdtempSync(join(tmpdir(), 'deals-feeds-bench-'));
// The API's own start command, so its heap is sized as a deployment's (API_HEAP_MB, README "Environment").
const server = await start('pnpm start', join(root, 'packages/api'), `${api}/health`, {
  PORT: String(port),
  API_DATA_DIR: dataDir,
  RUN_SCHEDULER: 'false',
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
});
try {
  const { accessToken } = await signIn(api);
  const feeds = await measureFeeds(api, accessToken, { rows: ROWS, apiGroup: server.pid });
  const browser = await launch();
  const browserSide = await measureBrowserSideFeeds(browser, api, accessToken, { rows: ROWS }).finally(() =>
    browser.close(),
  );
  const budgets = feedBudgets(database, feeds);
  const figures = [
    `## ${database}: ${ROWS.toLocaleString('en')} products (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    ...feedRows({ [database]: feeds }, browserSide),
    '',
    ...budgets.map(
      (budget) => `- ${budget.ok ? 'ok' : '**over**'}: ${budget.what}: ${budget.value} (limit ${budget.limit})`,
    ),
    '',
  ].join('\n');
  console.info(figures);
  writeFileSync(join(benchDir, 'feeds-results.md'), `${figures}\n`, { flag: 'a' });
  // Its tables aligned as the rest of the repository's Markdown is (the lint step checks it).
  await run('pnpm exec prettier --write bench/feeds-results.md', root);
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
