import type { ApiFigures } from './apiThroughput';
import type { FeedFigures } from './feedFigures';
import type { BrowserSideFeedFigures } from './feedPeers';
import { feedRows } from './feedReport';
import type { OurBundles } from './bundle';
import type { ByteShare } from './bundleMap';
import type { Budget } from './budgets';
import type { ScrollFigures } from './dataScale';
import { kb, type AssetBytes } from './lib/browser';
import type { PageTimings } from './lib/pageTimings';
import type { MediaGridFigures } from './mediaGrid';
import type { listEditBack, concurrentRefresh } from './network';
import type { PageLoadFigures } from './pageLoads';

export interface BenchFigures {
  machine: string;
  load: { before: string; after: string };
  seconds: number;
  bytes: { ours: OurBundles; peers: Record<string, AssetBytes>; peerLabels: Record<string, string> };
  brandListBytes: { shares: ByteShare[]; otherPackages: string[] };
  pages: PageLoadFigures;
  scale: Record<number, { medianMs: number; bestMs: number; samples: number[] }>;
  media: MediaGridFigures;
  /** Null when no PostgreSQL server could be started: the reason is in `postgresSkipped`. */
  api: { PGlite: ApiFigures; PostgreSQL: ApiFigures | null };
  postgresSkipped?: string;
  network: {
    navigation: Awaited<ReturnType<typeof listEditBack>>;
    refresh: Awaited<ReturnType<typeof concurrentRefresh>>;
  };
  /** Issue 29: a 100,000-row feed on each database (PostgreSQL null when skipped), and the peers' browser-side way. */
  feeds: { PostgreSQL: FeedFigures | null; PGlite: FeedFigures; browserSide: BrowserSideFeedFigures };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

function pageRows(pages: PageTimings[]) {
  return [
    row(['page', 'blocking time (median / best)', 'longest task (median / best)', 'navigation → first row', 'CLS']),
    row(['---', '---:', '---:', '---:', '---:']),
    ...pages.map((page) =>
      row([
        page.label,
        `${ms(page.median.tbtMs)} / ${ms(page.best.tbtMs)}`,
        `${ms(page.median.longestTaskMs)} / ${ms(page.best.longestTaskMs)}`,
        `${ms(page.median.shownMs)} / ${ms(page.best.shownMs)}`,
        page.median.cls.toFixed(3),
      ]),
    ),
  ];
}

function scrollRows(media: MediaGridFigures) {
  const both = (pick: (figures: ScrollFigures) => string | number) => [pick(media.ours), pick(media.minimal)];
  return [
    row(['media grid, 5,000 files', 'ours (ui MediaLibrary)', 'minimal windowed grid']),
    row(['---', '---:', '---:']),
    row(['tile (measured on ours)', ...both((f) => `${f.tile.w} × ${f.tile.h} px, ${f.tile.cols} columns`)]),
    row(['DOM nodes at rest', ...both((f) => f.domNodesAtRest)]),
    row(['DOM nodes, most while scrolling', ...both((f) => f.domNodesMaxWhileScrolling)]),
    row(['tiles rendered, most at once', ...both((f) => f.renderedTilesMax)]),
    row(['scroll frames (one screen per frame)', ...both((f) => f.frames)]),
    row(['frame median / p95', ...both((f) => `${f.frameMedianMs.toFixed(1)} ms / ${f.frameP95Ms.toFixed(1)} ms`)]),
    row(['last file reached', ...both((f) => (f.reachedLast ? 'yes' : 'no'))]),
    '',
    `Median frame, ours ÷ minimal: **${media.ratio.toFixed(2)}**.`,
  ];
}

function apiRows(api: BenchFigures['api'], skipped?: string) {
  const lines = [
    row(['query (10 clients, 5 s)', 'database', 'req/s', 'p50', 'p99', '× whoAmI']),
    row(['---', '---', '---:', '---:', '---:', '---:']),
  ];
  for (const [database, figures] of Object.entries(api)) {
    if (!figures) continue;
    const floor = figures.whoAmI.requestsPerSecond;
    for (const [name, label] of [
      ['whoAmI', '`whoAmI` (signed in; the floor)'],
      ['brandList', 'brand list (`FindBrands`, first page)'],
      ['productList', 'products list (`FindProducts`, first page)'],
    ] as const) {
      const figure = figures[name];
      lines.push(
        row([
          label,
          database,
          figure.requestsPerSecond.toFixed(0),
          `${figure.p50Ms} ms`,
          `${figure.p99Ms} ms`,
          (figure.requestsPerSecond / floor).toFixed(2),
        ]),
      );
    }
  }
  if (skipped) lines.push('', `PostgreSQL skipped: ${skipped}`);
  return lines;
}

/** bench/results.md: every table, then the budgets. */
export function resultsMarkdown(figures: BenchFigures, budgets: Budget[]): string {
  const { bytes, pages } = figures;
  const reactAdmin = bytes.peers['react-admin']!;
  const blank = bytes.peers.blank!;
  const bytesRow = (label: string, asset: AssetBytes) =>
    row([
      label,
      kb(asset.jsGzip),
      kb(asset.jsRaw),
      kb(asset.cssGzip),
      (asset.jsGzip / reactAdmin.jsGzip).toFixed(2),
      (asset.jsGzip / blank.jsGzip).toFixed(2),
    ]);
  return [
    '# Benchmark results',
    '',
    `${new Date().toISOString()} · ${figures.machine} · ${figures.seconds} s`,
    '',
    `Machine load (\`uptime\`) before: ${figures.load.before}; after: ${figures.load.after}. Other engineers build and test on`,
    'the same 2 cores, so absolute times vary from run to run; the budgets compare figures of the same run.',
    '',
    '## Page loads (Chromium, no CPU throttling, 5 loads each, each in a fresh context)',
    '',
    'Blocking time: the sum over long tasks of (duration − 50 ms), from navigation until the first row is shown and',
    'the network is idle. Navigation → first row: `performance.now()` when the first data row enters the DOM (a',
    'MutationObserver installed before navigation) — the sign-in button on /login, the first count card on the',
    "dashboard, the form's loaded title on the peers' edit pages. CLS: layout shifts without recent input, summed.",
    '',
    ...pageRows([...Object.values(pages.ours), ...Object.values(pages.peers)]),
    '',
    '## Bundle (what the browser downloads; gzip level 9)',
    '',
    row(['page', 'JS gzip', 'JS raw', 'CSS gzip', '× react-admin', '× blank React']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    bytesRow('ours: /login', bytes.ours.login),
    bytesRow('ours: dashboard (/)', bytes.ours.dashboard),
    bytesRow('ours: brand list (/brands)', bytes.ours.brands),
    ...Object.entries(bytes.peers).map(([name, asset]) => bytesRow(bytes.peerLabels[name] ?? name, asset)),
    '',
    "### The brand list's JS by package (from the build's source maps)",
    '',
    row(['package', 'raw', 'gzip (alone)', 'share of gzip']),
    row(['---', '---:', '---:', '---:']),
    ...figures.brandListBytes.shares.map((share) =>
      row([share.group, kb(share.raw), kb(share.gzip), `${(share.share * 100).toFixed(1)} %`]),
    ),
    '',
    `Largest in "other": ${figures.brandListBytes.otherPackages.join(', ') || 'none'}.`,
    '',
    '### Lazy chunks (JS + CSS, gzip)',
    '',
    row(['chunk', 'gzip', 'raw']),
    row(['---', '---:', '---:']),
    ...bytes.ours.chunks.map((chunk) =>
      row([chunk.isScreen ? chunk.name : `${chunk.name} (not a screen)`, kb(chunk.gzip), kb(chunk.raw)]),
    ),
    '',
    '## Data scale',
    '',
    row(['measure', '100 products', '100,000 products', 'ratio']),
    row(['---', '---:', '---:', '---:']),
    row([
      `navigation → products list first page shown, best of ${figures.scale[100]!.samples.length}`,
      ms(figures.scale[100]!.bestMs),
      ms(figures.scale[100_000]!.bestMs),
      (figures.scale[100_000]!.bestMs / figures.scale[100]!.bestMs).toFixed(2),
    ]),
    row([
      'the same, median',
      ms(figures.scale[100]!.medianMs),
      ms(figures.scale[100_000]!.medianMs),
      (figures.scale[100_000]!.medianMs / figures.scale[100]!.medianMs).toFixed(2),
    ]),
    '',
    ...scrollRows(figures.media),
    '',
    '## API at 100,000 products',
    '',
    ...apiRows(figures.api, figures.postgresSkipped),
    '',
    '## Feeds: 100,000 products imported, then every product exported',
    '',
    'Ours through the API as the import screens drive it (upload, dry run, apply as a job; the export streamed); the',
    'peers’ way in Chromium against the same API: Refine’s `useImport` (papaparse on the page, then one `create` per',
    'row, all at once) and react-admin’s `ExportButton` (its first 1,000 records, paged, written on the page).',
    '',
    ...feedRows({ PostgreSQL: figures.feeds.PostgreSQL, PGlite: figures.feeds.PGlite }, figures.feeds.browserSide),
    '',
    '## Network',
    '',
    row(['step', 'GraphQL requests', 'duplicates']),
    row(['---', '---', '---:']),
    ...(['list', 'edit', 'back'] as const).map((step) => {
      const sent = figures.network.navigation[step];
      return row([`brand ${step}`, sent.requests.join(', ') || 'none', sent.duplicates]);
    }),
    '',
    `100 concurrent queries with an expired access token: ${figures.network.refresh.refreshes} refresh, ${figures.network.refresh.succeeded}/100 succeeded, ${figures.network.refresh.requests} requests in all.`,
    '',
    '## Budgets',
    '',
    row(['budget', 'measured', 'limit', '']),
    row(['---', '---:', '---:', '---']),
    ...budgets.map((entry) => row([entry.what, entry.value, entry.limit, entry.ok ? 'ok' : '**over**'])),
    '',
  ].join('\n');
}

/** The README's Performance tables: the page loads, the bytes by package, the media grid and the API. */
export function readmeTables(figures: BenchFigures, budgets: Budget[]): string {
  const broken = budgets.filter((budget) => !budget.ok);
  return [
    `Latest run: ${new Date().toISOString().slice(0, 10)}, ${figures.machine}, ${figures.seconds} s, load average`,
    `${figures.load.before} (other engineers were building on the same 2 cores).`,
    '',
    ...pageRows([...Object.values(figures.pages.ours), ...Object.values(figures.pages.peers)]),
    '',
    row(['page', 'JS gzip', '× react-admin']),
    row(['---', '---:', '---:']),
    ...[
      ['ours: /login', figures.bytes.ours.login] as const,
      ['ours: dashboard', figures.bytes.ours.dashboard] as const,
      ['ours: brand list', figures.bytes.ours.brands] as const,
      ...Object.entries(figures.bytes.peers).map(
        ([name, asset]) => [figures.bytes.peerLabels[name] ?? name, asset] as const,
      ),
    ].map(([label, asset]) =>
      row([label, kb(asset.jsGzip), (asset.jsGzip / figures.bytes.peers['react-admin']!.jsGzip).toFixed(2)]),
    ),
    '',
    row(['brand list JS by package', 'gzip (alone)', 'share']),
    row(['---', '---:', '---:']),
    ...figures.brandListBytes.shares.map((share) =>
      row([share.group, kb(share.gzip), `${(share.share * 100).toFixed(1)} %`]),
    ),
    '',
    ...scrollRows(figures.media),
    '',
    ...apiRows(figures.api, figures.postgresSkipped),
    '',
    ...feedRows({ PostgreSQL: figures.feeds.PostgreSQL, PGlite: figures.feeds.PGlite }, figures.feeds.browserSide),
    '',
    broken.length
      ? `Over budget (${broken.length} of ${budgets.length}): ${broken.map((budget) => `${budget.what} (${budget.value} against ${budget.limit})`).join('; ')}.`
      : `All ${budgets.length} budgets pass.`,
  ].join('\n');
}
