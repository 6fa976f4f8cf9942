import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved so two checkouts on one machine run their suites side by side (build:e2e reads the same).
const apiPort = process.env.E2E_API_PORT ?? '4100';
const appPort = process.env.E2E_APP_PORT ?? '4173';
// A deployment that lowers the feed size limit, in decimal bytes as people write them (4,000,000, under the wizard's
// 50 MB): feeds.spec.ts checks the browser is told the lower limit in the API's words. Every other feed is far smaller.
const feedMaxBytes = '4000000';
// A deployment that keeps imports to a write rate: an apply of thousands of rows lasts long enough, on any machine,
// for feedsTabs.spec.ts to watch it in two tabs and cancel it half-way. The other specs' feeds are a few rows.
const feedWriteRate = '200';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Sized for a busy 2-core CI machine: a lazy screen after sign-in can take well over the default 5 s to appear.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // The real reference API on its own port and a fresh data directory, seeded on start.
      command: `rm -rf .e2e-data && PORT=${apiPort} API_DATA_DIR=.e2e-data RUN_SCHEDULER=false FEED_MAX_BYTES=${feedMaxBytes} FEED_WRITE_ROWS_PER_SECOND=${feedWriteRate} CORS_ORIGINS=http://localhost:${appPort} pnpm exec tsx --conditions=@deals/source src/main.ts`,
      cwd: '../api',
      url: `http://localhost:${apiPort}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // Built by `build:e2e` against that API.
      command: `pnpm exec vite preview --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
