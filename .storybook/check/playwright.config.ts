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
