import type { BrowserSideFeedFigures } from './feedPeers';
import { EXPORT_GROWTH_MB } from './feedBudgets';
import type { FeedFigures } from './feedFigures';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const s = (value: number) => `${value.toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const minutes = (value: number) => (value >= 120 ? `${(value / 60).toFixed(0)} min` : s(value));

/**
 * The feeds table (issue 29): our import and export on each database beside the peers' way in the browser (see
 * feedPeers.ts), and the budget each figure answers to.
 */
export function feedRows(
  feeds: Record<string, FeedFigures | null | undefined>,
  browserSide: BrowserSideFeedFigures | null | undefined,
): string[] {
  const measured = Object.entries(feeds).filter((entry): entry is [string, FeedFigures] => Boolean(entry[1]));
  if (measured.length === 0) return [];
  const rows = measured[0]![1].rows;
  const cells = (each: (feeds: FeedFigures) => string, peer: string, budget: string) => [
    ...measured.map(([, figures]) => each(figures)),
    peer,
    budget,
  ];
  return [
    row(['', ...measured.map(([database]) => `ours, ${database}`), 'the peers’ way, in the browser', 'budget']),
    row(['---', ...measured.map(() => '---:'), '---:', '---']),
    row([
      `upload of the feed (${measured[0]![1].uploadMb.toFixed(1)} MB, ${rows.toLocaleString('en')} rows)`,
      ...cells((f) => s(f.uploadSeconds), browserSide ? `parse on the page: ${s(browserSide.parseSeconds)}` : '—', '—'),
    ]),
    row(['dry run (every row checked by the forms’ rules)', ...cells((f) => s(f.dryRunSeconds), 'none', '≤ 20 s')]),
    row([
      'apply, history included',
      ...cells(
        (f) => `${(f.rows / f.applySeconds).toFixed(0)} rows/s (${s(f.applySeconds)})`,
        browserSide
          ? `${browserSide.createsPerSecond.toFixed(0)} rows/s (${minutes(browserSide.importSeconds)}, from ${browserSide.createSample.toLocaleString('en')} creates)`
          : '—',
        '≥ 1,000 rows/s on PostgreSQL',
      ),
    ]),
    row([
      'API memory growth during the import (upload / dry run / apply)',
      ...cells(
        (f) =>
          `${mb(f.memoryMb.importPeak - f.memoryMb.before)} (${[f.memoryMb.uploadPeak, f.memoryMb.dryRunPeak, f.memoryMb.importPeak].map((peak) => (peak - f.memoryMb.before).toFixed(0)).join(' / ')})`,
        '—',
        '≤ 150 MB',
      ),
    ]),
    row([
      'colleague’s product list p50, idle → during the apply',
      ...cells(
        (f) => `${f.colleagueListMs.idle.toFixed(0)} → ${f.colleagueListMs.duringApply.toFixed(0)} ms`,
        '—',
        '≤ 2 × idle',
      ),
    ]),
    row([
      'export: first byte, whole file',
      ...cells(
        (f) => `${f.export.firstByteSeconds.toFixed(2)} s, ${s(f.export.seconds)} (${f.export.mb.toFixed(1)} MB)`,
        browserSide
          ? `${s(browserSide.exportSeconds)} for its first ${browserSide.exportRows.toLocaleString('en')} rows only`
          : '—',
        '≤ 1 s, ≤ 10 s',
      ),
    ]),
    row([
      'API memory growth during the export',
      ...cells((f) => mb(f.memoryMb.exportPeak - f.memoryMb.beforeExport), '—', `flat (≤ ${EXPORT_GROWTH_MB} MB)`),
    ]),
  ];
}
