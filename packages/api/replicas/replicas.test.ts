/**
 * Two API replicas on one PostgreSQL (`bash scripts/with-postgres.sh`, which sets TEST_DATABASE_URL), on loopback:
 * what a team sees behind a load balancer. Run by `scripts/test-replicas.sh`.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { readEventStream, RECORD_CHANGED } from '../src/testing/eventStream';
import { graphql, isReady, seedCatalogue, startReplica, waitFor, type Replica } from './replicaProcess';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Run through scripts/with-postgres.sh (TEST_DATABASE_URL).');
const database = `deals_replicas_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const LEASE_SECONDS = 4;
const PORTS = { a: Number(process.env.REPLICA_PORT_A ?? 4131), b: Number(process.env.REPLICA_PORT_B ?? 4132) };
const STAFF_PASSWORD = randomBytes(18).toString('base64url');

let sql: pg.Client;
let env: Record<string, string>;
const replicas: Record<'a' | 'b', Replica> = {} as never;
let token = '';

function start(name: 'a' | 'b') {
  const url = new URL(databaseUrl);
  // Names each replica's connections, so the test can see which one is inside a run (pg_stat_activity).
  url.searchParams.set('application_name', `replica-${name}`);
  replicas[name] = startReplica(name, PORTS[name], { ...env, DATABASE_URL: url.toString() });
  return replicas[name];
}

async function runsOf(jobId: string, since: Date) {
  const { rows } = await sql.query<{ id: string; status: string; trigger: string; log: string }>(
    `SELECT id::text, status, trigger, log FROM job_runs WHERE job_id = $1 AND started_at >= $2 ORDER BY id`,
    [jobId, since],
  );
  return rows;
}

async function jobIdOf(name: string) {
  const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM jobs WHERE name = $1`, [name]);
  return rows[0]!.id;
}

/** The replica whose connection waits on a lock the test holds: it is the one inside the work. */
async function replicaWaitingOnLock(): Promise<'a' | 'b' | undefined> {
  const { rows } = await sql.query<{ application_name: string }>(
    `SELECT application_name FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
    [database],
  );
  const name = rows[0]?.application_name.replace('replica-', '');
  return name === 'a' || name === 'b' ? name : undefined;
}

/**
 * Runs `work` while the test holds `table` (EXCLUSIVE: reads go on, writes wait), so a job run that writes to it
 * stays inside its work until `work` is done.
 */
async function whileHolding<T>(table: string, work: () => Promise<T>): Promise<T> {
  await sql.query('BEGIN');
  await sql.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  try {
    return await work();
  } finally {
    await sql.query('ROLLBACK');
  }
}

before(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  sql = new pg.Client({ connectionString: databaseUrl.toString() });
  await sql.connect();
  env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    API_DATA_DIR: await mkdtemp(join(tmpdir(), 'deals-replicas-')),
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    JOB_POLL_SECONDS: '0.5',
    LOG_LEVEL: 'warn',
  };
  // Both start on an empty database at once: migrations (advisory lock) happen once, and production seeds nothing.
  start('a');
  start('b');
  await Promise.all([
    waitFor('replica a ready', () => isReady(replicas.a), 180_000),
    waitFor('replica b ready', () => isReady(replicas.b), 180_000),
  ]);
  // The catalogue the tests work on goes in explicitly, as a test's own step, with a staff password of the test's
  // (production refuses the demo accounts' published ones).
  await seedCatalogue({
    ...env,
    NODE_ENV: '',
    DATABASE_URL: databaseUrl.toString(),
    SEED_STAFF_PASSWORD: STAFF_PASSWORD,
  });
  const login = await waitFor('the seeded admin to sign in', async () => {
    const result = await graphql<{ login: { accessToken: string } }>(
      replicas.a,
      `
        mutation ($password: String!) {
          login(email: "admin@example.com", password: $password) {
            accessToken
          }
        }
      `,
      { password: STAFF_PASSWORD },
    );
    return result.data?.login.accessToken;
  });
  token = login;
});

after(async () => {
  for (const replica of Object.values(replicas)) {
    if (replica.process.exitCode === null && replica.process.signalCode === null) replica.process.kill('SIGKILL');
  }
  await sql?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

test('migrations ran once although both replicas started together', async () => {
  const { rows } = await sql.query<{ name: string; count: number }>(
    `SELECT name, count(*)::int AS count FROM schema_migrations GROUP BY name HAVING count(*) > 1`,
  );
  assert.deepEqual(rows, []);
  const users = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
    'admin@example.com',
  ]);
  assert.equal(users.rows[0]!.count, 1);
});

test('a session made on one replica works on the other', async () => {
  const result = await graphql<{ whoAmI: { email: string } }>(
    replicas.b,
    `
      {
        whoAmI {
          email
        }
      }
    `,
    {},
    token,
  );
  assert.equal(result.data?.whoAmI.email, 'admin@example.com');
});

test('"Run now" pressed on both replicas at once starts one run', async () => {
  const jobId = await jobIdOf('Purge expired sessions');
  const since = new Date();
  const mutation = `mutation($id: ID!) { runJobNow(id: $id) { id } }`;
  // Hold the table the purge deletes from, so the first run is still RUNNING when the other press lands: on a busy
  // machine one replica answered 80 ms later, after a run of a few milliseconds had finished, and a second run was
  // rightly allowed — "at once" has to mean "while a run is going".
  const results = await whileHolding('refresh_tokens', () =>
    Promise.all([replicas.a, replicas.b].map((replica) => graphql(replica, mutation, { id: jobId }, token))),
  );
  assert.equal(results.filter((result) => result.data).length, 1, JSON.stringify(results));
  assert.match(JSON.stringify(results.find((result) => !result.data)?.errors), /already running/i);
  const runs = await waitFor('the run to finish', async () => {
    const found = await runsOf(jobId, since);
    return found.every((run) => run.status !== 'RUNNING') ? found : undefined;
  });
  assert.deepEqual(
    runs.map((run) => run.status),
    ['SUCCEEDED'],
  );
});

test('a replica killed during a run leaves the run failed within the lease, and the job runs again once at its next slot', async () => {
  const jobId = await jobIdOf('Deactivate expired deals');
  const since = new Date();
  // Hold the products table: the run blocks inside its work, so the replica is killed mid-run.
  const worker = await whileHolding('products', async () => {
    const started = await graphql(
      replicas.a,
      `
        mutation ($id: ID!) {
          runJobNow(id: $id) {
            id
          }
        }
      `,
      { id: jobId },
      token,
    );
    assert.ok(started.data, JSON.stringify(started.errors));
    const inside = await waitFor('a replica to be inside the run', replicaWaitingOnLock);
    replicas[inside].process.kill('SIGKILL');
    await replicas[inside].exited;
    return inside;
  });
  const failed = await waitFor(
    'the dead run to be marked failed',
    async () => {
      const runs = await runsOf(jobId, since);
      return runs[0]?.status === 'FAILED' ? runs[0] : undefined;
    },
    (LEASE_SECONDS + 10) * 1000,
  );
  assert.match(failed.log, /the replica running it stopped/);

  // The killed replica comes back, and the job's next slot is now: both replicas tick, one run starts.
  start(worker);
  await waitFor(`replica ${worker} back`, () => isReady(replicas[worker]), 120_000);
  const slot = new Date();
  // A yearly schedule, so the slot after this one is far off: with the seed's `*/15` the run at 12:14:50 was
  // rightly followed by the 12:15 slot, and the test counted two runs depending on the wall clock.
  await sql.query(`UPDATE jobs SET schedule = '0 0 1 1 *', next_run_at = now() WHERE id = $1`, [jobId]);
  const again = await waitFor(
    'the scheduled run',
    async () => {
      const runs = (await runsOf(jobId, slot)).filter((run) => run.trigger === 'SCHEDULE');
      return runs[0]?.status === 'SUCCEEDED' ? runs : undefined;
    },
    150_000,
  );
  // Wait for the cluster's following minute tick to have been handled, then check the slot still ran once.
  await waitFor(
    'the next minute tick',
    async () => {
      const { rows } = await sql.query(
        `SELECT 1 FROM pgboss.job WHERE name = 'deals-jobs-due' AND state = 'completed' AND created_on > $1::timestamptz + interval '65 seconds'`,
        [slot],
      );
      return rows.length > 0 ? true : undefined;
    },
    150_000,
  );
  const scheduled = (await runsOf(jobId, slot)).filter((run) => run.trigger === 'SCHEDULE');
  assert.equal(scheduled.length, 1, JSON.stringify(scheduled));
  assert.equal(again.length, 1);
});

/** A `recordChanged` stream over real HTTP from one replica (SSE, as the app subscribes). */
async function subscribeOn(replica: Replica, types: string[]) {
  const response = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: RECORD_CHANGED, variables: { types } }),
  });
  assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);
  return readEventStream(response);
}

test('a subscriber on one replica hears a change made through the other', async () => {
  const stream = await subscribeOn(replicas.b, ['BRAND']);
  try {
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM brands ORDER BY id LIMIT 1`);
    const brandId = rows[0]!.id;
    const renamed = await graphql<{ updateBrand: { version: number } }>(
      replicas.a,
      `
        mutation ($id: ID!, $title: String!) {
          updateBrand(id: $id, input: { title: $title }) {
            version
          }
        }
      `,
      { id: brandId, title: `Renamed on a ${randomBytes(3).toString('hex')}` },
      token,
    );
    const change = await stream.next();
    assert.deepEqual(
      { ...(change?.data?.recordChanged as object), at: undefined, by: undefined },
      {
        recordType: 'BRAND',
        id: brandId,
        version: renamed.data?.updateBrand.version,
        kind: 'UPDATE',
        at: undefined,
        by: undefined,
      },
    );
  } finally {
    await stream.close();
  }
});

test('SIGTERM during a save loses nothing: the save finishes, then the replica exits', async () => {
  const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM brands ORDER BY id LIMIT 1`);
  const brandId = rows[0]!.id;
  const title = `Saved through a deploy ${randomBytes(3).toString('hex')}`;
  await sql.query('BEGIN');
  await sql.query('SELECT 1 FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  const save = graphql<{ updateBrand: { title: string } }>(
    replicas.b,
    `
      mutation ($id: ID!, $title: String!) {
        updateBrand(id: $id, input: { title: $title }) {
          title
        }
      }
    `,
    { id: brandId, title },
    token,
  );
  await waitFor('the save to reach the database', async () =>
    (await replicaWaitingOnLock()) === 'b' ? true : undefined,
  );
  // An open live stream must not hold the draining replica: it completes, and the client subscribes elsewhere.
  const stream = await subscribeOn(replicas.b, ['STORE']);
  replicas.b.process.kill('SIGTERM');
  assert.equal(await stream.next(), null);
  await sql.query('COMMIT');
  const saved = await save;
  assert.equal(saved.data?.updateBrand.title, title, JSON.stringify(saved.errors));
  assert.equal(await replicas.b.exited, 0);
  const stored = await sql.query<{ title: string }>(`SELECT title FROM brands WHERE id = $1`, [brandId]);
  assert.equal(stored.rows[0]!.title, title);
  // The tests after this one use both replicas again.
  start('b');
  await waitFor('replica b back', () => isReady(replicas.b), 180_000);
});

/** Sends a CSV feed to a replica's upload route, as the import screen does. */
async function uploadFeed(replica: Replica, csv: string, feedName: string): Promise<string> {
  const url = new URL('/api/v1/feeds/imports', replica.url);
  url.search = new URLSearchParams({ entity: 'product', feedName, fileName: `${feedName}.csv` }).toString();
  const response = await fetch(url, { method: 'POST', body: csv, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { import?: { id: string } };
  assert.equal(response.status, 201, JSON.stringify(body));
  return body.import!.id;
}

async function importState(id: string) {
  const { rows } = await sql.query<{ status: string; done: number }>(
    `SELECT status, phase_done AS done FROM feed_imports WHERE id = $1`,
    [Number(id)],
  );
  return rows[0]!;
}

test('a replica killed while it applies an import: the import completes once, on the other replica, with no row twice', async () => {
  const ROWS = 3000;
  const header = 'Title,Slug,Price,Currency,Deal URL';
  const lines = Array.from(
    { length: ROWS },
    (_, index) =>
      `Replica feed ${index},replica-feed-${index},${(index % 90) + 10},EUR,https://shop.example/rf-${index}`,
  );
  const id = await uploadFeed(replicas.a, `${header}\n${lines.join('\n')}\n`, 'replica kill');
  const check = await graphql(
    replicas.a,
    `
      mutation ($id: ID!) {
        checkFeedImport(
          id: $id
          settings: {
            mapping: [
              { column: 0, field: "title" }
              { column: 1, field: "slug" }
              { column: 2, field: "price" }
              { column: 3, field: "currency" }
              { column: 4, field: "dealUrl" }
            ]
          }
        ) {
          id
        }
      }
    `,
    { id },
    token,
  );
  assert.ok(check.data, JSON.stringify(check.errors));
  await waitFor('the dry run', async () => ((await importState(id)).status === 'CHECKED' ? true : undefined), 120_000);
  const apply = await graphql(
    replicas.b,
    `
      mutation ($id: ID!) {
        applyFeedImport(id: $id) {
          id
        }
      }
    `,
    { id },
    token,
  );
  assert.ok(apply.data, JSON.stringify(apply.errors));
  // Mid-way: once a batch is in, the products table is held, so the replica applying waits inside its next batch.
  await waitFor(
    'a first batch applied',
    async () => {
      const state = await importState(id);
      assert.equal(state.status, 'APPLYING', 'the import finished before it could be caught mid-way');
      return state.done > 0 ? true : undefined;
    },
    120_000,
  );
  const killed = await whileHolding('products', async () => {
    const inside = await waitFor('the applying replica to wait inside a batch', replicaWaitingOnLock);
    replicas[inside].process.kill('SIGKILL');
    await replicas[inside].exited;
    return inside;
  });
  const before = await importState(id);
  assert.ok(before.done > 0 && before.done < ROWS, `killed at ${before.done} of ${ROWS}`);
  const done = await waitFor(
    'the other replica to finish the import',
    async () => {
      const state = await importState(id);
      return state.status === 'APPLIED' ? state : undefined;
    },
    (LEASE_SECONDS + 120) * 1000,
  );
  assert.equal(done.done, ROWS);
  const { rows } = await sql.query<{ products: number; slugs: number; history: number; created: number }>(
    `SELECT (SELECT count(*) FROM products WHERE slug LIKE 'replica-feed-%')::int AS products,
            (SELECT count(DISTINCT slug) FROM products WHERE slug LIKE 'replica-feed-%')::int AS slugs,
            (SELECT count(*) FROM history_entries h JOIN products p ON h.record_id = p.id
              WHERE h.record_type = 'PRODUCT' AND p.slug LIKE 'replica-feed-%')::int AS history,
            (SELECT count(*) FROM feed_import_rows WHERE import_id = $1 AND outcome = 'CREATE')::int AS created`,
    [Number(id)],
  );
  assert.deepEqual(rows[0], { products: ROWS, slugs: ROWS, history: ROWS, created: ROWS });
  start(killed);
  await waitFor(`replica ${killed} back`, () => isReady(replicas[killed]), 180_000);
});
