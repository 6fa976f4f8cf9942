import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ApiBodies, ApiFigures } from './apiThroughput';
import type { FeedFigures } from './feedFigures';

export interface PostgresStep {
  /** Resolves once the throwaway cluster holds 100,000 products, or with the reason it could not. */
  seeded: Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Sends the request bodies and answers the figures: the API's, then a feed's import and export. */
  measure: (bodies: ApiBodies) => Promise<{ api: ApiFigures; feeds: FeedFigures }>;
  stop: () => void;
}

/**
 * Starts bench/apiOnPostgres.ts inside scripts/with-postgres.sh (a throwaway PostgreSQL, as the API tests use),
 * which seeds at once and measures when told to. Without a PostgreSQL install, `seeded` says so.
 */
export function startPostgresStep(root: string, ports: { cluster: number; api: number }): PostgresStep {
  const installed = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!installed) {
    const reason = 'no PostgreSQL server is installed (/usr/lib/postgresql is empty)';
    return {
      seeded: Promise.resolve({ ok: false, reason }),
      measure: () => Promise.reject(new Error(reason)),
      stop: () => undefined,
    };
  }
  const child = spawn('bash', ['scripts/with-postgres.sh', 'pnpm', 'exec', 'tsx', 'bench/apiOnPostgres.ts'], {
    cwd: root,
    env: { ...process.env, PGPORT_FOR_TESTS: String(ports.cluster), BENCH_PG_API_PORT: String(ports.api) },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  child.on('close', () => waiting.splice(0).forEach((resolve) => resolve(null)));
  const nextLine = () =>
    new Promise<string | null>((resolve) => (lines.length ? resolve(lines.shift()!) : waiting.push(resolve)));
  const untilLine = async (test: (line: string) => boolean) => {
    for (let line = await nextLine(); line !== null; line = await nextLine()) if (test(line)) return line;
    return null;
  };
  const failure = () => `PostgreSQL step ended: ${errors.trim().split('\n').slice(-5).join(' / ') || 'no output'}`;
  return {
    seeded: untilLine((line) => line === 'seeded').then((line) =>
      line ? { ok: true as const } : { ok: false as const, reason: failure() },
    ),
    measure: async (bodies) => {
      child.stdin.write(`${JSON.stringify(bodies)}\n`);
      const line = await untilLine((candidate) => candidate.startsWith('{'));
      if (!line) throw new Error(failure());
      // Let it stop its API and the cluster go (with-postgres.sh removes it on exit).
      if (child.exitCode === null) await new Promise((resolve) => child.once('close', resolve));
      return JSON.parse(line) as { api: ApiFigures; feeds: FeedFigures };
    },
    stop: () => {
      if (child.exitCode !== null) return;
      try {
        // Its own process group: the API and the cluster's cleanup trap go with it.
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
