import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi, type ApiBodies, type ApiFigures } from './apiThroughput';
import { measureFeeds } from './feedFigures';
import { run, start } from './lib/processes';
import { signIn } from './lib/session';

/**
 * The API step on PostgreSQL, run by `pnpm bench` inside scripts/with-postgres.sh (a throwaway cluster, removed
 * afterwards). Seeds 100,000 products as soon as it starts, says `seeded`, then waits for one line on stdin — the
 * request bodies — so the parent can seed here while it builds and measure here only when nothing else runs.
 * Answers one JSON line: the API's figures and the feed's.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.BENCH_PG_API_PORT ?? 4554);
if (!databaseUrl) throw new Error('Run me through scripts/with-postgres.sh (TEST_DATABASE_URL is not set).');

const api = join(root, 'packages/api');
const env = { DATABASE_URL: databaseUrl, API_DATA_DIR: join(root, 'bench/.work/data-postgres-media') };
await run('pnpm exec tsx --conditions=@deals/source src/seed/cli.ts --products 100000', api, env);
console.info('seeded');

const lines = createInterface({ input: process.stdin });
const bodies = JSON.parse(await new Promise<string>((resolve) => lines.once('line', resolve))) as ApiBodies;
lines.close();
const origin = `http://127.0.0.1:${port}`;
const startApi = (databaseUrl: string) =>
  start('pnpm start', api, `${origin}/health`, {
    ...env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    RUN_SCHEDULER: 'false',
  });
let server = await startApi(databaseUrl);
let apiFigures: ApiFigures;
try {
  apiFigures = await measureApi(origin, (await signIn(origin)).accessToken, bodies);
} finally {
  server.stop();
}
// Issue 29's feed in a database of its own, so that its export is the 100,000 products it imported, not the seed's too.
const { Client } = createRequire(join(api, 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
};
const admin = new Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query('CREATE DATABASE feeds');
await admin.end();
server = await startApi(databaseUrl.replace(/\/[^/]*$/, '/feeds'));
try {
  const feeds = await measureFeeds(origin, (await signIn(origin)).accessToken, { rows: 100_000, apiGroup: server.pid });
  console.info(JSON.stringify({ api: apiFigures, feeds }));
} finally {
  server.stop();
}
