import { defineConfig } from '@playwright/test';

// Ports of the reference API and of this app's preview; scripts/test-host-app.sh passes them (and builds the app
// against the same API origin), so several checkouts can run the test side by side.
const apiPort = process.env.HOST_API_PORT ?? '4200';
const appPort = process.env.HOST_APP_PORT ?? '4300';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${appPort}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // The reference API from the monorepo, on its own port and a fresh data directory, open to this app's origin.
      command: `rm -rf .host-e2e-data && PORT=${apiPort} API_DATA_DIR=.host-e2e-data RUN_SCHEDULER=false CORS_ORIGINS=http://localhost:${appPort} pnpm exec tsx --conditions=@deals/source src/main.ts`,
      cwd: '../../packages/api',
      url: `http://localhost:${apiPort}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npm run preview -- --port ${appPort}`,
      url: `http://localhost:${appPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
