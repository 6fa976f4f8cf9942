import type { BenchFigures } from './report';
import { feedBudgets } from './feedBudgets';
import { kb } from './lib/browser';

export interface Budget {
  what: string;
  value: string;
  limit: string;
  ok: boolean;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const fixed = (digits: number) => (value: number) => value.toFixed(digits);

/** Issue 17's budgets and the earlier ones, each against a peer or a figure of the same run. */
export function checkBudgets(figures: BenchFigures): Budget[] {
  const budgets: Budget[] = [];
  const atMost = (what: string, value: number, limit: number, show: (n: number) => string = kb) =>
    budgets.push({ what, value: show(value), limit: show(limit), ok: value <= limit });
  const atLeast = (what: string, value: number, floor: number, show: (n: number) => string) =>
    budgets.push({ what, value: show(value), limit: `≥ ${show(floor)}`, ok: value >= floor });
  const { bytes, pages, media, scale, api, network } = figures;
  const reactAdmin = bytes.peers['react-admin']!;
  const reactAdminList = pages.peers.reactAdminList.median;

  for (const page of Object.values(pages.ours)) {
    atMost(
      `${page.label}: blocking time ≤ 0.5 × react-admin list (median)`,
      page.median.tbtMs,
      0.5 * reactAdminList.tbtMs,
      ms,
    );
    atMost(`${page.label}: longest task ≤ 150 ms (median of the loads)`, page.median.longestTaskMs, 150, ms);
    atMost(`${page.label}: layout shift ≤ 0.02 (median)`, page.median.cls, 0.02, fixed(3));
  }
  for (const page of [pages.ours.brands, pages.ours.products])
    atMost(
      `${page.label}: navigation → first row ≤ react-admin list (median)`,
      page.median.shownMs,
      reactAdminList.shownMs,
      ms,
    );

  atMost('/login initial JS ≤ 0.35 × react-admin', bytes.ours.login.jsGzip, 0.35 * reactAdmin.jsGzip);
  atMost('/login initial JS ≤ 1.7 × blank React', bytes.ours.login.jsGzip, 1.7 * bytes.peers.blank!.jsGzip);
  atMost('brand list JS (initial + chunks) ≤ 0.65 × react-admin', bytes.ours.brands.jsGzip, 0.65 * reactAdmin.jsGzip);
  for (const chunk of bytes.ours.chunks.filter((candidate) => candidate.isScreen))
    atMost(`screen chunk ${chunk.name} ≤ 40 KB`, chunk.gzip, 40 * 1024);

  atMost('media grid median frame ≤ 1.5 × the minimal grid’s', media.ratio, 1.5, fixed(2));
  atMost('products first page, 100k ÷ 100 ≤ 1.2 (best)', scale[100_000]!.bestMs / scale[100]!.bestMs, 1.2, fixed(2));
  for (const [database, figuresOn] of Object.entries(api)) {
    if (!figuresOn) continue;
    atLeast(
      `${database}: brand list req/s ≥ 0.4 × whoAmI’s (10 clients)`,
      figuresOn.brandList.requestsPerSecond / figuresOn.whoAmI.requestsPerSecond,
      0.4,
      fixed(2),
    );
  }

  const { list, edit, back } = network.navigation;
  atMost(
    'duplicate GraphQL requests, list → edit → back',
    list.duplicates + edit.duplicates + back.duplicates,
    0,
    String,
  );
  atMost(
    'refreshes for 100 concurrent queries with an expired token (= 1)',
    Math.abs(network.refresh.refreshes - 1),
    0,
    () => String(network.refresh.refreshes),
  );
  // Issue 29's budgets hold on PostgreSQL, the deployment's database; PGlite's feed figures are printed beside them.
  if (figures.feeds.PostgreSQL) budgets.push(...feedBudgets('PostgreSQL', figures.feeds.PostgreSQL));
  return budgets;
}
