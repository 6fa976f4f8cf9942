import type { Browser, Page } from 'playwright';
import { median, watchNetwork } from './browser';

/** One page the bench loads: where, and how the page tells that its first data row (or its form) is on screen. */
export interface TimedPage {
  label: string;
  url: string;
  /** A JS expression, true once the page shows what a person waits for (the first data row). */
  shown: string;
  /** Another init script to run first, e.g. one that stores the session tokens. */
  before?: string;
  /** The window the page opens in, when its content depends on it. */
  viewport?: { width: number; height: number };
}

export interface PageLoad {
  /** Sum over long tasks of (duration − 50 ms), from navigation until the page settled. */
  tbtMs: number;
  longestTaskMs: number;
  /** Navigation start → the first data row in the DOM (a mutation) or on a frame (for values set without one). */
  shownMs: number;
  /** Layout-shift scores without recent input, summed. */
  cls: number;
}

export interface PageTimings {
  label: string;
  loads: PageLoad[];
  best: PageLoad;
  median: PageLoad;
}

/**
 * Installed before any page script: the long-task and layout-shift observers (buffered, so nothing before the first
 * callback is lost), and a mark for the moment `shown` first holds — on each DOM mutation batch and on each frame.
 * A string, not a function: the bench runs under tsx, whose helpers (__name) do not exist in the page.
 */
const observersScript = (shown: string) => `(() => {
  const marks = { tasks: [], cls: 0, shownAt: null };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const isShown = () => { try { return Boolean(${shown}); } catch { return false; } };
  const mark = () => {
    if (marks.shownAt !== null) return true;
    if (!isShown()) return false;
    marks.shownAt = performance.now();
    mutations.disconnect();
    return true;
  };
  const mutations = new MutationObserver(mark);
  mutations.observe(document, { childList: true, subtree: true });
  const onFrame = () => { if (!mark()) requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
})();`;

async function loadOnce(browser: Browser, target: TimedPage, onPage?: (page: Page) => void): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: target.viewport ?? { width: 1280, height: 900 } });
  try {
    if (target.before) await context.addInitScript(target.before);
    await context.addInitScript(observersScript(target.shown));
    const page = await context.newPage();
    const network = watchNetwork(page);
    onPage?.(page);
    await page.goto(target.url);
    await page.waitForFunction('window.__benchMarks.shownAt !== null', undefined, { timeout: 60_000, polling: 100 });
    // Settled: what the first rows set off (the rest of the screen, lazy chunks) has finished loading.
    await network.settled();
    const marks = (await page.evaluate('window.__benchMarks')) as { tasks: number[]; cls: number; shownAt: number };
    return {
      tbtMs: marks.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...marks.tasks),
      shownMs: marks.shownAt,
      cls: marks.cls,
    };
  } finally {
    await context.close();
  }
}

const summarise = (label: string, loads: PageLoad[]): PageTimings => {
  const pick = (choose: (values: number[]) => number) => ({
    tbtMs: choose(loads.map((load) => load.tbtMs)),
    longestTaskMs: choose(loads.map((load) => load.longestTaskMs)),
    shownMs: choose(loads.map((load) => load.shownMs)),
    cls: choose(loads.map((load) => load.cls)),
  });
  return { label, loads, best: pick((values) => Math.min(...values)), median: pick(median) };
};

/**
 * Loads every page `loads` times, each in a fresh browser context (empty cache, like a first visit), taking the pages
 * in turn rather than one after the other, so a burst of load from elsewhere on the machine hits them all alike.
 * `alternateOrder` reverses the turn every other round, for comparing builds of one page: whichever page loads first
 * in a round is measurably slower on this machine, which biased a fixed order by 30–90 ms.
 */
export async function timePages(
  browser: Browser,
  targets: TimedPage[],
  loads = 5,
  {
    onPage,
    alternateOrder = false,
  }: { onPage?: (target: TimedPage, page: Page) => void; alternateOrder?: boolean } = {},
): Promise<PageTimings[]> {
  const results = targets.map(() => [] as PageLoad[]);
  for (let round = 0; round < loads; round += 1) {
    const order = [...targets.keys()];
    if (alternateOrder && round % 2) order.reverse();
    for (const index of order) {
      const target = targets[index]!;
      results[index]!.push(await loadOnce(browser, target, onPage && ((page) => onPage(target, page))));
    }
  }
  return targets.map((target, index) => summarise(target.label, results[index]!));
}
