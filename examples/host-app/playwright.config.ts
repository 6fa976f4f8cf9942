import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: 'http://localhost:4300',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // The reference API from the monorepo, on its own port and a fresh data directory, open to this app's origin.
      command:
        'rm -rf .host-e2e-data && PORT=4200 API_DATA_DIR=.host-e2e-data RUN_SCHEDULER=false CORS_ORIGINS=http://localhost:4300 pnpm exec tsx --conditions=@deals/source src/main.ts',
      cwd: '../../packages/api',
      url: 'http://localhost:4200/health',
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'npm run preview',
      url: 'http://localhost:4300',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
