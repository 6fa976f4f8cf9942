import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { DEMO_ADMIN } from './seed/seed';
import { listen } from './server';

const config = await loadConfig();
const started = Date.now();
const app = await bootstrap(config, {
  seed: process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {},
});
if (config.runScheduler) app.services.jobs.start();
const server = await listen(app.api.handle, config.port, config.host);
console.info(
  `Deals API on ${config.publicUrl}/graphql (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`}, ` +
    `ready in ${Date.now() - started} ms). Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
);

async function shutdown() {
  server.close();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
