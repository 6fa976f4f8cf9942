import type { Browser } from 'playwright';
import { gridScroll, type ScrollFigures } from './dataScale';
import { serveStatic } from './lib/staticServer';

export interface MediaGridFigures {
  ours: ScrollFigures;
  minimal: ScrollFigures;
  /** Our median frame ÷ the minimal grid's. */
  ratio: number;
}

/**
 * Scrolls our MediaLibrary (bench/peers/media-grid/ours.html) and then the minimal windowed grid with the same
 * thumbnails and the tile size measured on ours, in the same browser: if headless painting were the cost, both
 * would pay it.
 */
export async function compareMediaGrids(browser: Browser, dist: string, port: number): Promise<MediaGridFigures> {
  const server = await serveStatic(dist, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    const ours = await gridScroll(browser, `${origin}/ours.html`);
    const query = new URLSearchParams(Object.entries(ours.tile).map(([key, value]) => [key, String(value)]));
    const minimal = await gridScroll(browser, `${origin}/minimal.html?${query}`);
    return { ours, minimal, ratio: ours.frameMedianMs / Math.max(minimal.frameMedianMs, 0.1) };
  } finally {
    server.close();
  }
}
