import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi, type ApiFigures } from './apiThroughput';
import { checkBudgets } from './budgets';
import { measureFeeds, type FeedFigures } from './feedFigures';
import { measureBrowserSideFeeds } from './feedPeers';
import { buildPeer, measureOurApp, measurePeer, peers } from './bundle';
import { bundleBreakdown } from './bundleMap';
import { productsFirstPage } from './dataScale';
import { reuseOrBuild, treeHash } from './lib/buildCache';
import { launch, type AssetBytes } from './lib/browser';
import { run, start } from './lib/processes';
import { signIn } from './lib/session';
import { serveStatic } from './lib/staticServer';
import { compareMediaGrids } from './mediaGrid';
import { concurrentRefresh, listEditBack } from './network';
import { measurePageLoads } from './pageLoads';
import { startPostgresStep } from './postgresStep';
import { readmeTables, resultsMarkdown, type BenchFigures } from './report';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const work = join(benchDir, '.work');
const cache = join(work, 'cache');
// BENCH_PORT_BASE moves every port together (4510–4519 by default), so two worktrees can bench side by side.
const BASE = Number(process.env.BENCH_PORT_BASE ?? 4510);
const port = { api: BASE, app: BASE + 1, media: BASE + 2, peer: BASE + 3, pgApi: BASE + 4, reactAdmin: BASE + 5 };
const ports = { ...port, refine: BASE + 6, pgCluster: BASE + 9 };
const api = `http://127.0.0.1:${ports.api}`;
const app = `http://127.0.0.1:${ports.app}`;
const began = Date.now();
const log = (message: string) => console.info(`[${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average:\s*/, '');

async function withApi<T>(dataDir: string, body: (server: { pid: number }) => Promise<T>): Promise<T> {
  const server = await start('pnpm start', join(root, 'packages/api'), `${api}/health`, {
    PORT: String(ports.api),
    API_DATA_DIR: dataDir,
    RUN_SCHEDULER: 'false',
    CORS_ORIGINS: app,
  });
  try {
    return await body(server);
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs the tasks two at a time (the machine has two cores); answers when all are done. */
async function twoAtATime(tasks: (() => Promise<unknown>)[]) {
  const queue = [...tasks];
  await Promise.all(
    [0, 1].map(async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

const loadBefore = uptime();
mkdirSync(work, { recursive: true });
const dist = join(work, 'app');
const mediaDist = join(work, 'media-grid');
const seedKey = treeHash(root, ['packages/api/src', 'packages/api/package.json']);
const seeded = (products: number) => join(cache, `data-${products}`);
/** A fresh copy of a cached seeded database for this run, so what one run writes never reaches the next. */
const dataFor = (products: number) => {
  const copy = join(work, `run-data-${products}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(seeded(products), copy, { recursive: true });
  return copy;
};

log('building what the steps need, two at a time; PostgreSQL seeds alongside');
const postgres = startPostgresStep(root, { cluster: ports.pgCluster, api: ports.pgApi });
const peerDists: Record<string, string> = {};
const uiKey = treeHash(root, ['packages/ui/src', 'packages/ui/package.json', 'packages/ui/tsup.config.ts']);
const uiPack = join(root, 'examples/host-app/.packs/deals-ui.tgz');
await twoAtATime([
  () =>
    run(
      `pnpm exec vite build --manifest --sourcemap --outDir ${dist} --emptyOutDir`,
      join(root, 'packages/admin-app'),
      {
        VITE_API_ORIGIN: api,
      },
    ),
  () =>
    run(
      `pnpm exec vite build --config bench/peers/media-grid/vite.config.ts --outDir ${mediaDist} --emptyOutDir`,
      root,
    ),
  ...[100_000, 2000, 100].map(
    (products) => () =>
      reuseOrBuild(cache, `data-${products}`, `${seedKey} ${products}`, seeded(products), () =>
        run(
          `pnpm exec tsx --conditions=@deals/source src/seed/cli.ts --products ${products} --reset`,
          join(root, 'packages/api'),
          {
            API_DATA_DIR: seeded(products),
          },
        ),
      ),
  ),
  // The ConfirmDialog peer installs the packed ui; the other peers come from npm alone.
  async () => {
    await reuseOrBuild(cache, 'ui-pack', uiKey, uiPack, async () => {
      await run('pnpm --filter @deals/ui run build', root);
      mkdirSync(dirname(uiPack), { recursive: true });
      await run(`pnpm pack --out ${uiPack}`, join(root, 'packages/ui'));
    });
    for (const peer of peers) peerDists[peer.name] = await buildPeer(peer, benchDir);
  },
]);
const postgresSeeded = await postgres.seeded;
log(`built; PostgreSQL ${postgresSeeded.ok ? 'seeded' : `skipped: ${postgresSeeded.reason}`}`);

const browser = await launch();
log('peers: what each page downloads');
const peerBytes: Record<string, AssetBytes> = {};
for (const peer of peers) peerBytes[peer.name] = await measurePeer(browser, peer, peerDists[peer.name]!, ports.peer);

log('our pages and the peers’ list and edit pages, 5 loads each, against the API with the demo catalogue');
const reactAdminServer = await serveStatic(peerDists['react-admin']!, ports.reactAdmin);
const refineServer = await serveStatic(peerDists.refine!, ports.refine);
const demo = await withApi(dataFor(2000), async () => {
  const tokens = await signIn(api);
  const ours = await measureOurApp(browser, dist, app, ports.app, tokens);
  const server = await serveStatic(dist, ports.app);
  try {
    const pages = await measurePageLoads(
      browser,
      { app, reactAdmin: `http://127.0.0.1:${ports.reactAdmin}`, refine: `http://127.0.0.1:${ports.refine}` },
      tokens,
    );
    log('network: brand list → edit → back, and 100 queries with an expired token');
    const navigation = await listEditBack(browser, app, tokens);
    const refresh = await concurrentRefresh(api, (await signIn(api)).refreshToken);
    return { ours, pages, network: { navigation, refresh } };
  } finally {
    server.close();
  }
}).finally(() => {
  reactAdminServer.close();
  refineServer.close();
});

log('data scale: products list with 100 and 100,000 products; the API at 100,000 on PGlite');
const scale: BenchFigures['scale'] = {};
let pglite: ApiFigures | undefined;
for (const products of [100, 100_000]) {
  scale[products] = await withApi(dataFor(products), async () => {
    const tokens = await signIn(api);
    const server = await serveStatic(dist, ports.app);
    const firstPage = await productsFirstPage(browser, app, tokens, 7).finally(() => server.close());
    if (products === 100_000) pglite = await measureApi(api, tokens.accessToken, demo.pages.bodies);
    return firstPage;
  });
}

log('feeds: 100,000 products imported and exported on PGlite, and the peers’ way in the browser');
const feedsOnPglite = await withApi(dataFor(100), async (server) => {
  const { accessToken } = await signIn(api);
  const feeds = await measureFeeds(api, accessToken, { rows: 100_000, apiGroup: server.pid });
  const browserSide = await measureBrowserSideFeeds(browser, api, accessToken, { rows: 100_000 });
  return { feeds, browserSide };
});

let postgresFigures: ApiFigures | null = null;
let postgresFeeds: FeedFigures | null = null;
let postgresSkipped = postgresSeeded.ok ? undefined : postgresSeeded.reason;
if (postgresSeeded.ok) {
  log('the API at 100,000 products on PostgreSQL, and a feed of 100,000 more');
  const measured = await postgres.measure(demo.pages.bodies).catch((error: Error) => {
    postgresSkipped = error.message;
    return null;
  });
  postgresFigures = measured?.api ?? null;
  postgresFeeds = measured?.feeds ?? null;
}
postgres.stop();

log('media grid: ours and the minimal windowed grid, 5,000 files');
const media = await compareMediaGrids(browser, mediaDist, ports.media);
await browser.close();

const figures: BenchFigures = {
  machine: `${cpus().length} × ${cpus()[0]?.model.trim()} · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · Debian Chromium`,
  load: { before: loadBefore, after: uptime() },
  seconds: Math.round((Date.now() - began) / 1000),
  bytes: {
    ours: demo.ours,
    peers: peerBytes,
    peerLabels: Object.fromEntries(peers.map((peer) => [peer.name, peer.label])),
  },
  brandListBytes: bundleBreakdown(dist, demo.ours.brands.jsUrls),
  pages: demo.pages,
  scale,
  media,
  api: { PGlite: pglite!, PostgreSQL: postgresFigures },
  postgresSkipped,
  network: demo.network,
  feeds: { PostgreSQL: postgresFeeds, PGlite: feedsOnPglite.feeds, browserSide: feedsOnPglite.browserSide },
};
const budgets = checkBudgets(figures);
const report = resultsMarkdown(figures, budgets);
writeFileSync(join(benchDir, 'results.md'), report);
// The README's Performance section shows the same tables, between its two bench markers.
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const markers = /(<!-- bench:start -->)[\s\S]*?(<!-- bench:end -->)/;
if (markers.test(readme))
  writeFileSync(
    readmePath,
    readme.replace(
      markers,
      (_, open: string, close: string) => `${open}\n\n${readmeTables(figures, budgets)}\n\n${close}`,
    ),
  );
// Its tables aligned as the rest of the repository's Markdown is (the lint step checks it).
await run('pnpm exec prettier --write README.md', root);
console.info(`\n${report}`);
const broken = budgets.filter((entry) => !entry.ok);
if (broken.length) {
  console.error(`${broken.length} budget(s) broken: ${broken.map((entry) => entry.what).join('; ')}`);
  process.exit(1);
}
