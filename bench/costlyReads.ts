import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reuseOrBuild, treeHash } from './lib/buildCache';
import { median } from './lib/browser';
import { run, start } from './lib/processes';

/**
 * One person's expensive reads against a colleague's list (`pnpm bench:costly`, about 3 minutes once seeded): the
 * colleague's brand list latency idle, then while a viewer sends the heaviest requests the published limits allow —
 * one loop of 15 aliased `dashboardStats`, then four loops of 15 aliased `findProducts(limit: 100)` — on PGlite with
 * the bench's 100,000 products. Writes `bench/costly-results.md` and exits 1 when the colleague's median under load
 * is more than twice the idle one.
 */

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const work = join(benchDir, '.work');
const cache = join(work, 'cache');
const PRODUCTS = Number(process.env.COSTLY_PRODUCTS ?? 100_000);
const port = Number(process.env.BENCH_PORT_BASE ?? 4510) + 7;
/** COSTLY_API_URL measures an API already running there (e.g. on PostgreSQL) instead of starting one on PGlite. */
const api = process.env.COSTLY_API_URL ?? `http://127.0.0.1:${port}`;
/** How long the colleague lists brands under each load: past one 10 s budget window, so a burst the budget lets
 * through shows in the slowest request and the steady state in the median. */
const MEASURE_MS = 15_000;

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
const HEAVY = {
  dashboard: aliased(15, 'dashboardStats { counts { entity total } expiringSoonCount failedJobRunCount }'),
  products: aliased(15, 'findProducts(limit: 100) { count items { id title price brand { title } } }'),
};
const BRAND_LIST = `{ findBrands(limit: 25, sort: { field: TITLE, order: ASC }) { count items { id title active productCount } } }`;

async function signIn(email: string, password: string) {
  const answer = await post(
    `mutation { login(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { accessToken } }`,
  );
  const token = (answer.data as { login?: { accessToken: string } } | null)?.login?.accessToken;
  if (!token) throw new Error(`Sign-in as ${email} failed: ${JSON.stringify(answer.errors)}`);
  return token;
}

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
}

async function post(query: string, token?: string): Promise<Answer> {
  const response = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Answer;
}

/** The colleague's brand list, one request after another for `ms`: the median and the slowest, and how many failed. */
async function colleagueList(token: string, ms = MEASURE_MS) {
  const samples: number[] = [];
  let failed = 0;
  for (const until = performance.now() + ms; performance.now() < until;) {
    const started = performance.now();
    // Under load the connection itself can fail (reset): that counts against the colleague, not as a sample.
    const answer = await post(BRAND_LIST, token).catch(() => null);
    if (!answer) failed += 1;
    else if (answer.errors?.length) throw new Error(`The colleague's list was refused: ${answer.errors[0]!.message}`);
    else samples.push(performance.now() - started);
  }
  return { p50: median(samples), max: Math.max(...samples), failed };
}

/**
 * `loops` loops of `query` as fast as they are answered, as a caller that ignores `retryAfterSeconds` would, while
 * `during` runs; counts answered and refused requests and times the answered ones.
 */
async function underLoad<T>(token: string, query: string, loops: number, during: () => Promise<T>) {
  let done = false;
  const answered: number[] = [];
  let refused = 0;
  const codes = new Set<string>();
  const loop = async () => {
    while (!done) {
      const started = performance.now();
      const answer = await post(query, token).catch(() => ({
        errors: [{ message: '', extensions: { code: 'reset' } }],
      }));
      const code = answer.errors?.[0]?.extensions?.code;
      if (code) {
        refused += 1;
        codes.add(code);
      } else answered.push(performance.now() - started);
    }
  };
  const running = Array.from({ length: loops }, loop);
  // Let the loops fill the server before the colleague starts.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await during();
  done = true;
  await Promise.all(running);
  return { result, answered: answered.length, heavyP50: median(answered), refused, codes: [...codes] };
}

/** Seeds the bench's catalogue once (cached) and starts the API on a fresh copy of it. */
async function startApi() {
  const seeded = join(cache, `data-${PRODUCTS}`);
  mkdirSync(cache, { recursive: true });
  // Keyed by the seed's code only: the API migrates the copy as it starts, so other API changes reuse the seed.
  const seedKey = treeHash(root, ['packages/api/src/seed']);
  await reuseOrBuild(cache, `data-${PRODUCTS}`, `${seedKey} ${PRODUCTS}`, seeded, () =>
    run(
      `pnpm exec tsx --conditions=@deals/source src/seed/cli.ts --products ${PRODUCTS} --reset`,
      join(root, 'packages/api'),
      { API_DATA_DIR: seeded },
    ),
  );
  const dataDir = join(work, 'costly-data');
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(seeded, dataDir, { recursive: true });
  return start('pnpm start', join(root, 'packages/api'), `${api}/health`, {
    PORT: String(port),
    API_DATA_DIR: dataDir,
    RUN_SCHEDULER: 'false',
    LOG_LEVEL: 'warn',
  });
}

const server = process.env.COSTLY_API_URL ? null : await startApi();
try {
  const colleague = await signIn('admin@example.com', 'admin-password');
  const viewer = await signIn('viewer@example.com', 'viewer-password');
  await colleagueList(colleague, 1000);
  const idle = await colleagueList(colleague, 5000);
  const started = performance.now();
  const single = await post(HEAVY.dashboard, viewer);
  const singleMs = performance.now() - started;
  const dashboard = await underLoad(viewer, HEAVY.dashboard, 1, () => colleagueList(colleague));
  const products = await underLoad(viewer, HEAVY.products, 4, () => colleagueList(colleague));

  // No sample (every heavy request refused) reads as a dash.
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(0)} ms`);
  const row = (
    name: string,
    figures: Awaited<ReturnType<typeof underLoad<Awaited<ReturnType<typeof colleagueList>>>>>,
  ) =>
    `| ${name} | ${ms(figures.result.p50)} | ${ms(figures.result.max)} | ${figures.result.failed} | ${figures.answered} (p50 ${ms(figures.heavyP50)}) | ${figures.refused}${figures.codes.length ? ` (${figures.codes.join(', ')})` : ''} |`;
  const report = [
    `# One person's expensive reads (${PRODUCTS.toLocaleString('en')} products, PGlite)`,
    '',
    `One request of 15 aliased \`dashboardStats\`: ${ms(singleMs)}${single.errors?.length ? ` (${single.errors[0]!.extensions?.code})` : ''}.`,
    '',
    `| viewer's load | colleague's brand list p50 | max | colleague's failed | viewer's requests answered | refused |`,
    '| --- | --- | --- | --- | --- | --- |',
    `| none (idle) | ${ms(idle.p50)} | ${ms(idle.max)} | ${idle.failed} | – | – |`,
    row('1 loop of 15 × dashboardStats', dashboard),
    row('4 loops of 15 × findProducts(limit: 100)', products),
    '',
    `Budget: the colleague's median under each load within 2 × idle (${ms(2 * idle.p50)}).`,
    '',
  ].join('\n');
  writeFileSync(join(benchDir, 'costly-results.md'), report);
  console.info(report);
  const worst = Math.max(dashboard.result.p50, products.result.p50);
  if (worst > 2 * idle.p50 || dashboard.result.failed + products.result.failed > 0) {
    console.error(
      `Over budget: the colleague's list took ${ms(worst)} (median) against ${ms(idle.p50)} idle, or failed.`,
    );
    process.exitCode = 1;
  }
} finally {
  server?.stop();
}
