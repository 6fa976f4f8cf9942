import type { Budget } from './budgets';
import type { FeedFigures } from './feedFigures';

const seconds = (value: number) => `${value.toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
/**
 * "Flat" for a streamed export: what the API may grow by while it sends every product. Holding the rows instead
 * (100,000 records as objects) takes several times this; a stream holds one 1,000-row chunk.
 */
export const EXPORT_GROWTH_MB = 32;

/** Issue 29's budgets, judged on PostgreSQL (the deployment's database); PGlite's figures are printed beside them. */
export function feedBudgets(database: string, feeds: FeedFigures): Budget[] {
  const budgets: Budget[] = [];
  const atMost = (what: string, value: number, limit: number, show: (n: number) => string) =>
    budgets.push({ what: `${database} feeds: ${what}`, value: show(value), limit: show(limit), ok: value <= limit });
  const rate = feeds.rows / feeds.applySeconds;
  budgets.push({
    what: `${database} feeds: apply of ${feeds.rows.toLocaleString('en')} products, history included`,
    value: `${rate.toFixed(0)} rows/s`,
    limit: '≥ 1000 rows/s',
    ok: rate >= 1000,
  });
  atMost('dry run', feeds.dryRunSeconds, 20, seconds);
  atMost('API memory growth during the import', feeds.memoryMb.importPeak - feeds.memoryMb.before, 150, mb);
  atMost('export, first byte', feeds.export.firstByteSeconds, 1, seconds);
  atMost('export, whole file', feeds.export.seconds, 10, seconds);
  atMost(
    'API memory growth during the export (flat)',
    feeds.memoryMb.exportPeak - feeds.memoryMb.beforeExport,
    EXPORT_GROWTH_MB,
    mb,
  );
  atMost(
    'colleague’s product list p50 during the apply ≤ 2 × idle',
    feeds.colleagueListMs.duringApply,
    2 * feeds.colleagueListMs.idle,
    (value) => `${value.toFixed(0)} ms`,
  );
  return budgets;
}
