import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/browser';
import { start } from './lib/processes';
import { signIn } from './lib/session';

/**
 * A feed import and a list export through the API as the screens drive them (`pnpm bench:feeds`; on PostgreSQL:
 * `bash scripts/with-postgres.sh pnpm bench:feeds`): FEEDS_ROWS (100,000) new products uploaded, dry-run, applied
 * (history included), then exported; a colleague's product list is timed idle and during the apply. Appends its
 * figures to `bench/feeds-results.md`, one section per database.
 */

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const ROWS = Number(process.env.FEEDS_ROWS ?? 100_000);
const port = Number(process.env.BENCH_PORT_BASE ?? 4510) + 8;
const api = `http://127.0.0.1:${port}`;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const COLLEAGUE_LIST = `{ findProducts(limit: 25, sort: { field: UPDATED_AT, order: DESC }) { count items { id title } } }`;

async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const status = (token: string, id: string) =>
  graphql<{ feedImport: { status: string; error: string | null } }>(
    token,
    `
      query ($id: ID!) {
        feedImport(id: $id) {
          status
          error
        }
      }
    `,
    { id },
  ).then((data) => data.feedImport);

/** Seconds until the import leaves `working`, while `meanwhile` runs beside it. */
async function until(token: string, id: string, working: string, meanwhile?: () => Promise<number>) {
  const started = performance.now();
  const samples: number[] = [];
  let done = false;
  const colleague = (async () => {
    while (!done && meanwhile) samples.push(await meanwhile());
  })();
  for (;;) {
    const now = await status(token, id);
    if (now.status !== working) {
      done = true;
      await colleague;
      if (now.error) throw new Error(now.error);
      return { seconds: (performance.now() - started) / 1000, status: now.status, samples };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const feedCsv = () => {
  const lines = ['Title,Slug,Price,Currency,Deal URL,Brand'];
  for (let index = 0; index < ROWS; index += 1)
    lines.push(
      `Feed bench ${index},feed-bench-${index},${(index % 500) + 1}.99,EUR,https://shop.example/fb-${index},Lumio`,
    );
  return `${lines.join('\n')}\n`;
};

const dataDir = mkdtempSync(join(tmpdir(), 'deals-feeds-bench-'));
const server = await start(
  'pnpm exec tsx --conditions=@deals/source src/main.ts',
  join(root, 'packages/api'),
  `${api}/health`,
  {
    PORT: String(port),
    API_DATA_DIR: dataDir,
    RUN_SCHEDULER: 'false',
    ...(onPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}),
  },
);
try {
  const { accessToken: token } = await signIn(api);
  const colleague = async () => {
    const began = performance.now();
    await graphql(token, COLLEAGUE_LIST);
    return performance.now() - began;
  };
  const idle: number[] = [];
  for (let index = 0; index < 20; index += 1) idle.push(await colleague());

  const csv = feedCsv();
  const uploadStarted = performance.now();
  const upload = await fetch(`${api}/api/v1/feeds/imports?entity=product&feedName=bench&fileName=bench.csv`, {
    method: 'POST',
    body: csv,
    headers: { authorization: `Bearer ${token}` },
  });
  const { import: uploaded } = (await upload.json()) as { import: { id: string } };
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const mapping = ['title', 'slug', 'price', 'currency', 'dealUrl', 'brandId'].map((field, column) => ({
    column,
    field,
  }));
  await graphql(
    token,
    `
      mutation ($id: ID!, $settings: FeedImportSettingsInput!) {
        checkFeedImport(id: $id, settings: $settings) {
          id
        }
      }
    `,
    {
      id: uploaded.id,
      settings: { mapping },
    },
  );
  const dryRun = await until(token, uploaded.id, 'CHECKING');
  await graphql(
    token,
    `
      mutation ($id: ID!) {
        applyFeedImport(id: $id) {
          id
        }
      }
    `,
    { id: uploaded.id },
  );
  const apply = await until(token, uploaded.id, 'APPLYING', colleague);
  if (apply.status !== 'APPLIED') throw new Error(`The apply ended ${apply.status}.`);

  const exportStarted = performance.now();
  const exported = await fetch(`${api}/api/v1/feeds/export/products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = exported.body!.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!firstByte) firstByte = (performance.now() - exportStarted) / 1000;
    bytes += chunk.value.byteLength;
  }
  const exportSeconds = (performance.now() - exportStarted) / 1000;

  const figures = [
    `## ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${ROWS.toLocaleString('en')} products (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    '| what | figure | budget |',
    '| --- | --- | --- |',
    `| upload (${(csv.length / 1024 / 1024).toFixed(1)} MB) | ${uploadSeconds.toFixed(1)} s | — |`,
    `| dry run | ${dryRun.seconds.toFixed(1)} s | ≤ 20 s |`,
    `| apply, history included | ${(ROWS / apply.seconds).toFixed(0)} rows/s (${apply.seconds.toFixed(1)} s) | ≥ 1,000 rows/s on PostgreSQL |`,
    `| colleague's product list p50, idle → during the apply | ${median(idle).toFixed(0)} → ${median(apply.samples).toFixed(0)} ms | ≤ 2 × idle |`,
    `| export of every product (${(bytes / 1024 / 1024).toFixed(1)} MB): first byte, whole file | ${firstByte.toFixed(2)} s, ${exportSeconds.toFixed(1)} s | ≤ 1 s, ≤ 10 s |`,
    '',
  ].join('\n');
  console.info(figures);
  writeFileSync(join(benchDir, 'feeds-results.md'), `${figures}\n`, { flag: 'a' });
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
