import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiConfig } from './config';
import type { Services } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { createFeedService } from './feeds/feedService';
import { createJobService } from './jobs/service';
import { createChangeFeed } from './live/changeFeed';
import { imagekitMediaService } from './media/imagekitMedia';
import { localMediaService } from './media/localMedia';
import { StartupRefusal } from './productionChecks';
import { accountsWithDemoPasswords } from './seed/demoAccounts';
import { isSeeded, seedDatabase, type SeedOptions } from './seed/seed';
import { createApi } from './server';

export async function openDatabase(config: ApiConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir ? join(config.dataDir, 'pglite') : undefined);
}

const DEMO_SEED_MARK = 'demo-seed';

/** Replicas starting together on an empty database: the one that records the mark seeds, the others skip. */
async function claimDemoSeed(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const { rows } = await db.query(
    `INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [DEMO_SEED_MARK],
  );
  return rows.length > 0;
}

/**
 * Production runs on staff accounts of its own: never on the demo ones, whose passwords anyone can read in the
 * README (a database seeded for development, pointed at by a production process).
 */
async function refuseDemoAccounts(db: Database): Promise<void> {
  const open = await accountsWithDemoPasswords(db);
  if (open.length === 0) return;
  throw new StartupRefusal(
    `${open.join(', ')} still sign in with the demo passwords published in the README: NODE_ENV=production does ` +
      'not start on a database seeded for development. Delete those accounts, or give each a new password ' +
      '(`pnpm --filter @deals/api create-admin -- --email … --name …` prints a set-password link for an existing ' +
      'account too).',
  );
}

/**
 * Opens and migrates the database and wires every service. Outside production an empty database gets the demo
 * catalogue; production seeds nothing (its first administrator comes from `create-admin`).
 */
export async function bootstrap(config: ApiConfig, options: { db?: Database; seed?: SeedOptions | false } = {}) {
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  if (config.production) await refuseDemoAccounts(db);
  const mediaRoot = config.dataDir ?? (await mkdtemp(join(tmpdir(), 'deals-media-')));
  if (!config.production && options.seed !== false && (await claimDemoSeed(db))) {
    try {
      await seedDatabase(db, config, { mediaRoot: config.useRealImageKit ? undefined : mediaRoot, ...options.seed });
    } catch (error) {
      await db.query(`DELETE FROM schema_migrations WHERE name = $1`, [DEMO_SEED_MARK]);
      throw error;
    }
  }
  const jobs = createJobService(db, {
    leaseSeconds: config.jobLeaseSeconds,
    pollSeconds: config.jobPollSeconds,
    schedule: config.runScheduler,
  });
  const services: Services = {
    db,
    config,
    media: config.useRealImageKit ? imagekitMediaService(config) : localMediaService(db, config, mediaRoot),
    jobs,
    changes: createChangeFeed(db, config.liveStreams),
    feeds: createFeedService(db, jobs, {
      leaseSeconds: config.jobLeaseSeconds,
      // Read at each rest, from the process's config as it is then (a test slows an import it wants to catch).
      get restShare() {
        return config.feedRestShare;
      },
      get writeRowsPerSecond() {
        return config.feedWriteRowsPerSecond;
      },
    }),
  };
  services.feeds.register();
  await services.jobs.prepare();
  await services.changes.start();
  const api = createApi(services, { mediaRoot });
  return {
    services,
    api,
    mediaRoot,
    /** Ends the live streams first: an open stream must not keep a draining process alive. */
    endLiveStreams: () => services.changes.close(),
    async close() {
      await services.changes.close();
      // An import hands its phase over between two batches before the queue stops.
      await services.feeds.stop();
      await services.jobs.stop();
      await db.close();
    },
  };
}
