import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './http/logger';
import { createProcessHandler } from './http/processHandler';
import { productionProblems } from './productionChecks';
import { DEMO_ADMIN } from './seed/seed';
import { listen } from './server';

const logger = createLogger();
const problems = productionProblems(process.env);
if (problems.length > 0) {
  for (const problem of problems) logger.fatal(problem);
  process.exit(1);
}

const config = await loadConfig();
const started = Date.now();
const app = await bootstrap(config, {
  seed: process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {},
});
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
logger.info(
  {
    url: `${config.publicUrl}/graphql`,
    database: config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`,
    app: config.appDir ?? null,
    jobs: config.runJobs,
    schedule: config.runJobs && config.runScheduler,
    readyInMs: Date.now() - started,
  },
  `Deals API listening on ${config.host}:${config.port}. Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
);

/**
 * SIGTERM (a deploy, a scale-down): `/ready` turns 503, the server stops accepting connections, ends the live
 * streams and lets in-flight requests finish, the job worker takes no new run and waits for its current ones, then the database closes.
 */
async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Live streams never finish on their own: end them (clients subscribe again, on another replica) so they drain.
  await app.endLiveStreams();
  server.closeIdleConnections();
  // A client holding a connection open past the grace period is cut off rather than blocking the deploy.
  const grace = setTimeout(() => server.closeAllConnections(), 25_000);
  await closed;
  clearTimeout(grace);
  await app.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
