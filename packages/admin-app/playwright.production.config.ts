import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { FIRST_ADMIN, FIRST_ADMIN_LINK_FILE, PRODUCTION_DATA_DIR } from './e2e-production/firstAdmin';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = process.env.E2E_PROD_PORT ?? '4145';
const origin = `http://127.0.0.1:${port}`;
const environment = `API_DATA_DIR=${PRODUCTION_DATA_DIR} API_PUBLIC_URL=${origin} JWT_SECRET=${randomBytes(32).toString('hex')}`;

/**
 * The production command itself (scripts/production.sh): the built app and the API on one origin, on a fresh
 * embedded database. No CORS is configured, so a request that left the origin would fail. Production seeds nothing:
 * the first administrator is made the way an operator makes one (`create-admin` prints a one-time link, kept in a
 * file for the test), and the test makes the rest through the app.
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
    command:
      `rm -rf ${PRODUCTION_DATA_DIR} && mkdir -p ${PRODUCTION_DATA_DIR} && ` +
      `${environment} NODE_ENV=production pnpm --filter @deals/api --silent create-admin -- ` +
      `--email ${FIRST_ADMIN.email} --name '${FIRST_ADMIN.name}' > ${FIRST_ADMIN_LINK_FILE} && ` +
      `${environment} PORT=${port} CORS_ORIGINS= RUN_SCHEDULER=false LOG_LEVEL=warn bash ../../scripts/production.sh`,
    url: `${origin}/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
