import { parseArgs } from 'node:util';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';

/**
 * `pnpm --filter @deals/api seed [--products N] [--reset]`: (re)builds the demo catalogue in the data directory, or
 * on DATABASE_URL. Development and tests only: it refuses NODE_ENV=production. SEED_STAFF_PASSWORD gives every seeded
 * account that password instead of its published one, for a database a test then runs the production command on.
 */
const { values } = parseArgs({
  // `pnpm seed -- --products N` forwards the `--` itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { products: { type: 'string', default: '2000' }, reset: { type: 'boolean', default: false } },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 0 || products > 1_000_000) {
  console.error('--products must be a whole number between 0 and 1,000,000.');
  process.exit(2);
}
if (process.env.NODE_ENV === 'production') {
  console.error('The demo catalogue and its accounts are never seeded with NODE_ENV=production.');
  process.exit(2);
}
const config = await loadConfig();
if (values.reset && config.dataDir) {
  await rm(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  await rm(join(config.dataDir, 'media'), { recursive: true, force: true });
}
const started = Date.now();
const app = await bootstrap(config, {
  seed: { products, staffPassword: process.env.SEED_STAFF_PASSWORD || undefined },
});
const { rows } = await app.services.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
console.info(`Seeded: ${rows[0]?.count} products in ${Date.now() - started} ms.`);
await app.close();
