import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Moveable, so two checkouts on one machine can check their builds side by side.
const port = process.env.STORYBOOK_CHECK_PORT ?? '6106';

/**
 * Opens the BUILT Storybook (`pnpm storybook:build` first) in Chromium as a static host serves it: every docs page and
 * one story of every other stories file (builtSite.spec.ts says why not every story): no console error, no failed
 * request, axe clean. `pnpm storybook:check`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'builtSite.spec.ts',
  // One browser: the spec opens its pages side by side itself (STORYBOOK_CHECK_PAGES_PER_SCHEME) and opens an entry
  // that failed once more before it counts, so a whole-run retry would only double the time.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  // Each docs page's picture in each scheme, committed beside the spec (`--update-snapshots` refreshes them).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // The story tests' pixelmatch tolerance (.storybook/vitest.setup.ts): a colour distance of 0.1, 0.2 % of pixels,
      // but never more than 100: a docs page is many windows tall, and 0.2 % of the Select page (3.4 million pixels)
      // let a changed word in its description pass. Playwright takes the smaller of the two.
      threshold: 0.1,
      maxDiffPixelRatio: 0.002,
      maxDiffPixels: 100,
      // A long page (the colour tokens) on a busy machine takes a while to give two identical pictures in a row.
      timeout: 30_000,
    },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    // Bounded, so a page load that never ends fails its entry (opened again on a new page) instead of the lane.
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    // The static files as built, served as any static host would serve them.
    command: `pnpm exec vite preview --outDir ${process.env.STORYBOOK_CHECK_DIR ?? 'storybook-static'} --port ${port} --strictPort`,
    cwd: '../..',
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
