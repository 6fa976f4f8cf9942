import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { SEEDED_STAFF_PASSWORD } from './e2e-replicas/seededStaff';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ports = [process.env.E2E_REPLICA_PORT_A ?? '4147', process.env.E2E_REPLICA_PORT_B ?? '4148'];
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('Run through scripts/with-postgres.sh: the replicas share its PostgreSQL.');
const dataDir = new URL('../api/.replicas-e2e-data', import.meta.url).pathname;
const shared = `DATABASE_URL=${databaseUrl} API_DATA_DIR=${dataDir} JWT_SECRET=${randomBytes(32).toString('hex')}`;
/**
 * Production seeds nothing: the demo catalogue goes in first, explicitly, with a staff password of the test's own
 * (production refuses the published ones). Replica A starts once it is in; B starts on the same database.
 */
const seed =
  `rm -rf ${dataDir} && ${shared} SEED_STAFF_PASSWORD='${SEEDED_STAFF_PASSWORD}' ` +
  `pnpm --filter @deals/api --silent seed -- --products 60 && `;

/**
 * Two replicas of the production command (scripts/production.sh, the app built once beforehand) on one PostgreSQL,
 * as the README's "N replicas" deploys them: a browser on each, to show what one person does reaches the other.
 */
export default defineConfig({
  testDir: './e2e-replicas',
  workers: 1,
  reporter: [['list']],
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  use: {
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: ports.map((port, index) => ({
    command: `${index === 0 ? seed : ''}${shared} PORT=${port} API_PUBLIC_URL=http://127.0.0.1:${port} CORS_ORIGINS= RUN_SCHEDULER=false LOG_LEVEL=warn SKIP_BUILD=1 bash ../../scripts/production.sh`,
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    // The seed's and the replicas' own words (warnings and errors only) in the log, so a replica that never became
    // ready says why.
    stdout: 'pipe',
    timeout: 300_000,
  })),
});
