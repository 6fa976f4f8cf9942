import type { AddressInfo } from 'node:net';
import { getHeapStatistics } from 'node:v8';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { trackRequests } from './http/drain';
import { createLogger } from './http/logger';
import { createProcessHandler } from './http/processHandler';
import { userRepository } from './domains/users/repository';
import { productionProblems, StartupRefusal } from './productionChecks';
import { DEMO_ADMIN } from './seed/seed';
import { listen } from './server';

const logger = createLogger();

/** A refusal an operator fixes (a weak secret, demo accounts) is logged as its sentence; anything else with its stack. */
function refuseToStart(error: unknown): never {
  if (error instanceof StartupRefusal) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'the API could not start');
  process.exit(1);
}

const problems = productionProblems(process.env);
if (problems.length > 0) {
  for (const problem of problems) logger.fatal(problem);
  process.exit(1);
}

const config = await loadConfig().catch(refuseToStart);
const started = Date.now();
// The demo catalogue (and its published staff passwords) is for development; production seeds nothing.
const seed = config.production
  ? false
  : { products: process.env.SEED_PRODUCTS ? Number(process.env.SEED_PRODUCTS) : undefined };
const app = await bootstrap(config, { seed }).catch(refuseToStart);
// A replica that works runs also ticks the schedule unless RUN_SCHEDULER=false (then "Run now" still runs here).
if (config.runJobs) {
  await app.services.jobs.start();
  app.services.feeds.start();
}
let draining = false;
const server = await listen(
  createProcessHandler({
    api: app.api.handle,
    db: app.services.db,
    logger,
    appDir: config.appDir,
    isDraining: () => draining,
  }),
  config.port,
  config.host,
);
const requests = trackRequests(server);
const { port } = server.address() as AddressInfo;
logger.info(
  {
    url: `${config.publicUrl}/graphql`,
    database: config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`,
    app: config.appDir ?? null,
    jobs: config.runJobs,
    schedule: config.runJobs && config.runScheduler,
    readyInMs: Date.now() - started,
    // What the process may hold (API_HEAP_MB where the start command sets it): an operator reads it off the log.
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024),
  },
  `Deals API listening on ${config.host}:${port}.` +
    (config.production ? '' : ` Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`),
);
if (config.production && !(await userRepository.any(app.services.db))) {
  logger.warn(
    'No staff accounts yet. Create the first administrator: ' +
      'pnpm --filter @deals/api create-admin -- --email you@example.com --name "Your Name" (README, Deployment).',
  );
}

/**
 * SIGTERM (a deploy, a scale-down): `/ready` answers 503 so the load balancer stops sending requests, and `/health`
 * keeps answering, all through the drain: a balancer tells a draining replica from a dead one. New requests are
 * refused with 503 (the balancer retries them elsewhere); live streams are completed, in-flight requests finish, the
 * job worker takes no new run and waits for its current ones; only then does the server stop listening and the
 * database close.
 */
async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal, inFlight: requests.active }, 'shutting down: finishing in-flight requests and jobs');
  // Live streams never finish on their own: end them (clients subscribe again, on another replica) so they drain.
  await app.endLiveStreams();
  // A client holding a request open past the grace period is cut off rather than blocking the deploy.
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([requests.whenIdle(), new Promise((resolve) => (grace = setTimeout(resolve, 25_000)))]);
  clearTimeout(grace);
  await app.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
