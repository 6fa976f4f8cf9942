import type { Browser } from 'playwright';
import { median } from './lib/browser';
import { storeTokensScript } from './lib/session';

/**
 * Navigation → the products list's first page shown (25 rows), in a fresh page each time so nothing is cached.
 * Answers the median and the best of `runs` after one warm-up: on this machine single runs land in two groups about
 * 300 ms apart whatever the data size, so the best run is the steadier figure to compare sizes by.
 */
export async function productsFirstPage(
  browser: Browser,
  appOrigin: string,
  tokens: { accessToken: string; refreshToken: string },
  runs = 9,
): Promise<{ medianMs: number; bestMs: number; samples: number[] }> {
  const samples: number[] = [];
  for (let attempt = 0; attempt <= runs; attempt += 1) {
    const context = await browser.newContext();
    await context.addInitScript(storeTokensScript(tokens));
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${appOrigin}/products`);
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(25).waitFor({ timeout: 60_000 });
    const elapsed = Date.now() - started;
    if (attempt > 0) samples.push(elapsed);
    await context.close();
  }
  return { medianMs: median(samples), bestMs: Math.min(...samples), samples };
}

/** Frames scrolled per grid: 40 screens of 560 px is about a third of the 5,000 files. */
const MAX_FRAMES = 40;
/** …and at most this long. */
const MAX_SCROLL_MS = 30_000;

export interface TileGeometry {
  w: number;
  h: number;
  gapX: number;
  gapY: number;
  cols: number;
  height: number;
}

export interface ScrollFigures {
  files: number;
  domNodesAtRest: number;
  domNodesMaxWhileScrolling: number;
  renderedTilesMax: number;
  frames: number;
  frameMedianMs: number;
  frameP95Ms: number;
  reachedLast: boolean;
  tile: TileGeometry;
}

/**
 * A page with a 5,000-file grid (ours, or the minimal one): DOM size at rest and while scrolling to the end one
 * screen per frame, the frame times, and the tiles' geometry (so the minimal grid can copy it).
 */
export async function gridScroll(browser: Browser, url: string): Promise<ScrollFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) page.on('console', (message) => console.info(message.text()));
  await page.goto(url);
  const grid = page.getByRole('grid').first();
  await grid.getByRole('row').first().waitFor({ timeout: 60_000 });
  // A string, not a function: the bench runs under tsx, whose helpers (__name) do not exist in the page.
  const figures = (await page.evaluate(`(async () => {
    const count = () => document.querySelectorAll('*').length;
    const tiles = () => document.querySelectorAll('[role="row"]').length;
    let scroller = document.querySelector('[role="grid"]');
    while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1) scroller = scroller.parentElement;
    const target = scroller ?? document.scrollingElement;
    const rects = [...document.querySelectorAll('[role="grid"] [role="row"]')].map((row) => row.getBoundingClientRect());
    const first = rects[0];
    const sameRow = rects.filter((rect) => Math.abs(rect.top - first.top) < 1).sort((a, b) => a.left - b.left);
    const tile = {
      w: Math.round(first.width),
      h: Math.round(first.height),
      gapX: sameRow[1] ? Math.round(sameRow[1].left - sameRow[0].right) : 8,
      // The row pitch from the scroll height: a virtualizer places rows by its layout, not by the tiles' boxes.
      gapY: Math.max(0, Math.round(target.scrollHeight / Math.ceil(5000 / sameRow.length) - first.height)),
      cols: sameRow.length,
      height: target.clientHeight,
    };
    const atRest = count();
    let maxNodes = atRest;
    let maxTiles = tiles();
    const frames = [];
    let last = performance.now();
    // Scroll towards the end in steps of one screen per frame, as a fast wheel or a dragged scrollbar would; at
    // most ${MAX_FRAMES} frames (a slow grid on a busy machine would take minutes), then jump to the end.
    const started = performance.now();
    while (frames.length < ${MAX_FRAMES} && performance.now() - started < ${MAX_SCROLL_MS} && target.scrollTop + target.clientHeight < target.scrollHeight - 1) {
      target.scrollTop += target.clientHeight;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxNodes = Math.max(maxNodes, count());
      maxTiles = Math.max(maxTiles, tiles());
    }
    target.scrollTop = target.scrollHeight;
    await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      domNodesAtRest: atRest,
      domNodesMaxWhileScrolling: maxNodes,
      renderedTilesMax: maxTiles,
      frames: frames.length,
      frameMedianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      frameP95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      reachedLast: document.body.textContent?.includes('deal-5000.png') ?? false,
      tile,
    };
  })()`)) as Omit<ScrollFigures, 'files'>;
  await context.close();
  return { files: 5000, ...figures };
}
