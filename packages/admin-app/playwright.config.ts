import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // The real reference API on its own port and a fresh data directory, seeded on start.
      command:
        'rm -rf .e2e-data && PORT=4100 API_DATA_DIR=.e2e-data RUN_SCHEDULER=false pnpm exec tsx --conditions=@deals/source src/main.ts',
      cwd: '../api',
      url: 'http://localhost:4100/health',
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // Built by `build:e2e` against that API.
      command: 'pnpm exec vite preview --port 4173 --strictPort',
      url: 'http://localhost:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
