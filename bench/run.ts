import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureOurApp, measurePeer, peers } from './bundle';
import { mediaLibraryScroll, productsFirstPage } from './dataScale';
import { kb, launch, type AssetBytes } from './lib/browser';
import { run, start } from './lib/processes';
import { signIn } from './lib/session';
import { serveStatic } from './lib/staticServer';
import { concurrentRefresh, listEditBack } from './network';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const work = join(benchDir, '.work');
const API_PORT = 4510;
const APP_PORT = 4511;
const api = `http://127.0.0.1:${API_PORT}`;
const app = `http://127.0.0.1:${APP_PORT}`;
const began = Date.now();
const log = (message: string) => console.info(`[${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function withApi<T>(dataDir: string, body: () => Promise<T>): Promise<T> {
  const server = await start(
    'pnpm exec tsx --conditions=@deals/source src/main.ts',
    join(root, 'packages/api'),
    `${api}/health`,
    {
      PORT: String(API_PORT),
      API_DATA_DIR: dataDir,
      RUN_SCHEDULER: 'false',
      CORS_ORIGINS: app,
    },
  );
  try {
    return await body();
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function seed(dataDir: string, products: number) {
  rmSync(dataDir, { recursive: true, force: true });
  await run(
    `pnpm exec tsx --conditions=@deals/source src/seed/cli.ts --products ${products} --reset`,
    join(root, 'packages/api'),
    {
      API_DATA_DIR: dataDir,
    },
  );
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const browser = await launch();

log('building the app and the ui package');
const dist = join(work, 'app');
await run(`pnpm exec vite build --manifest --outDir ${dist} --emptyOutDir`, join(root, 'packages/admin-app'), {
  VITE_API_ORIGIN: api,
});
await run('pnpm --filter @deals/ui run build', root);
mkdirSync(join(root, 'examples/host-app/.packs'), { recursive: true });
await run(`pnpm pack --out ${join(root, 'examples/host-app/.packs/deals-ui.tgz')}`, join(root, 'packages/ui'));

log('measuring our pages against the seeded API');
const demoData = join(work, 'data-demo');
await seed(demoData, 2000);
const { ours, network } = await withApi(demoData, async () => {
  const tokens = await signIn(api);
  const ours = await measureOurApp(browser, dist, app, APP_PORT, tokens);
  const server = await serveStatic(dist, APP_PORT);
  try {
    const navigation = await listEditBack(browser, app, tokens);
    const refresh = await concurrentRefresh(api, (await signIn(api)).refreshToken);
    return { ours, network: { navigation, refresh } };
  } finally {
    server.close();
  }
});

log('data scale: products list with 100 and 100,000 products');
const scale: Record<number, { medianMs: number; bestMs: number; samples: number[] }> = {};
for (const products of [100, 100_000]) {
  const dataDir = join(work, `data-${products}`);
  await seed(dataDir, products);
  scale[products] = await withApi(dataDir, async () => {
    const server = await serveStatic(dist, APP_PORT);
    try {
      return await productsFirstPage(browser, app, await signIn(api));
    } finally {
      server.close();
    }
  });
}

log('media library with 5,000 files (Storybook build)');
const storybook = join(work, 'storybook');
await run(`pnpm exec storybook build -o ${storybook} --quiet`, root, { STORYBOOK_DISABLE_TELEMETRY: '1' });
const storybookServer = await serveStatic(storybook, 4512);
const media = await mediaLibraryScroll(browser, 'http://127.0.0.1:4512').finally(() => storybookServer.close());

log('peers: installing and building from npm');
const peerBytes: Record<string, AssetBytes> = {};
for (const peer of peers) {
  log(`  ${peer.label}`);
  peerBytes[peer.name] = await measurePeer(browser, peer, benchDir, 4513);
}
await browser.close();

// ---------- the report ----------
const reactAdmin = peerBytes['react-admin']!;
const blank = peerBytes.blank!;
const ratio = (value: number, base: number) => (value / base).toFixed(2);
const budgets: { what: string; value: string; limit: string; ok: boolean }[] = [];
const budget = (what: string, value: number, limit: number, show: (n: number) => string = kb) =>
  budgets.push({ what, value: show(value), limit: show(limit), ok: value <= limit });

budget('/login initial JS ≤ 0.35 × react-admin', ours.login.jsGzip, 0.35 * reactAdmin.jsGzip);
budget('/login initial JS ≤ 1.7 × blank React', ours.login.jsGzip, 1.7 * blank.jsGzip);
budget('brand list JS (initial + chunks) ≤ 0.5 × react-admin', ours.brands.jsGzip, 0.5 * reactAdmin.jsGzip);
for (const chunk of ours.chunks.filter((chunk) => chunk.isScreen))
  budget(`screen chunk ${chunk.name} ≤ 40 KB`, chunk.gzip, 40 * 1024);
const scaleRatio = scale[100_000]!.bestMs / scale[100]!.bestMs;
budget('products first page, 100k ÷ 100 ≤ 1.2', scaleRatio, 1.2, (n) => n.toFixed(2));
const dup =
  network.navigation.list.duplicates + network.navigation.edit.duplicates + network.navigation.back.duplicates;
budget('duplicate GraphQL requests, list → edit → back', dup, 0, String);
budget(
  'refreshes for 100 concurrent queries with an expired token (= 1)',
  Math.abs(network.refresh.refreshes - 1),
  0,
  () => String(network.refresh.refreshes),
);

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const bytesRow = (label: string, bytes: AssetBytes) =>
  row([
    label,
    kb(bytes.jsGzip),
    kb(bytes.jsRaw),
    kb(bytes.cssGzip),
    ratio(bytes.jsGzip, reactAdmin.jsGzip),
    ratio(bytes.jsGzip, blank.jsGzip),
  ]);
const lines = [
  '# Benchmark results',
  '',
  `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model.trim()} · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · Debian Chromium · ${((Date.now() - began) / 1000).toFixed(0)} s`,
  '',
  '## Bundle (what the browser downloads; gzip level 9)',
  '',
  row(['page', 'JS gzip', 'JS raw', 'CSS gzip', '× react-admin', '× blank React']),
  row(['---', '---:', '---:', '---:', '---:', '---:']),
  bytesRow('ours: /login', ours.login),
  bytesRow('ours: dashboard (/)', ours.dashboard),
  bytesRow('ours: brand list (/brands)', ours.brands),
  ...peers.map((peer) => bytesRow(peer.label, peerBytes[peer.name]!)),
  '',
  '### Lazy chunks (JS + CSS, gzip)',
  '',
  row(['chunk', 'gzip', 'raw']),
  row(['---', '---:', '---:']),
  ...ours.chunks.map((chunk) =>
    row([chunk.isScreen ? chunk.name : `${chunk.name} (not a screen)`, kb(chunk.gzip), kb(chunk.raw)]),
  ),
  '',
  '## Data scale',
  '',
  row(['measure', '100 products', '100,000 products', 'ratio']),
  row(['---', '---:', '---:', '---:']),
  row([
    'navigation → products list first page shown, best of 9',
    `${scale[100]!.bestMs} ms`,
    `${scale[100_000]!.bestMs} ms`,
    scaleRatio.toFixed(2),
  ]),
  row([
    'the same, median of 9',
    `${scale[100]!.medianMs} ms`,
    `${scale[100_000]!.medianMs} ms`,
    (scale[100_000]!.medianMs / scale[100]!.medianMs).toFixed(2),
  ]),
  '',
  row(['media library, 5,000 files', 'value']),
  row(['---', '---:']),
  row(['DOM nodes at rest', media.domNodesAtRest]),
  row(['DOM nodes, most while scrolling to the end', media.domNodesMaxWhileScrolling]),
  row(['grid rows rendered, most at once', media.renderedTilesMax]),
  row(['scroll frames (one screen per frame)', media.frames]),
  row(['frame time median / p95', `${media.frameMedianMs.toFixed(1)} ms / ${media.frameP95Ms.toFixed(1)} ms`]),
  row(['last file reached', media.reachedLast ? 'yes' : 'no']),
  '',
  '## Network',
  '',
  row(['step', 'GraphQL requests', 'duplicates']),
  row(['---', '---', '---:']),
  ...(['list', 'edit', 'back'] as const).map((step) =>
    row([`brand ${step}`, network.navigation[step].requests.join(', ') || 'none', network.navigation[step].duplicates]),
  ),
  '',
  `100 concurrent queries with an expired access token: ${network.refresh.refreshes} refresh, ${network.refresh.succeeded}/100 succeeded, ${network.refresh.requests} requests in all.`,
  '',
  '## Budgets',
  '',
  row(['budget', 'measured', 'limit', '']),
  row(['---', '---:', '---:', '---']),
  ...budgets.map((entry) => row([entry.what, entry.value, entry.limit, entry.ok ? 'ok' : '**over**'])),
  '',
];
const report = lines.join('\n');
writeFileSync(join(benchDir, 'results.md'), report);
console.info(`\n${report}`);
const broken = budgets.filter((entry) => !entry.ok);
if (broken.length) {
  console.error(`${broken.length} budget(s) broken: ${broken.map((entry) => entry.what).join('; ')}`);
  process.exit(1);
}
