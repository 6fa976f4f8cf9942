import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = process.env.E2E_PROD_PORT ?? '4145';

/**
 * The production command itself (scripts/production.sh): the built app and the API on one origin, on a fresh
 * embedded database. No CORS is configured, so a request that left the origin would fail.
 */
export default defineConfig({
  testDir: './e2e-production',
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `rm -rf ../api/.prod-e2e-data && PORT=${port} API_PUBLIC_URL=http://127.0.0.1:${port} API_DATA_DIR=$PWD/../api/.prod-e2e-data CORS_ORIGINS= JWT_SECRET=e2e-production-secret-0123456789abcdef RUN_SCHEDULER=false LOG_LEVEL=warn bash ../../scripts/production.sh`,
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
