import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The API as production runs it (README "Deployment"): `NODE_ENV=production`, a generated `JWT_SECRET`, a database
 * chosen on purpose, the built app on the same origin, as a real child process on loopback. Only its HTTP answers
 * and its output are used; nothing of the API is imported.
 */
export interface ApiProcess {
  origin: string;
  port: number;
  env: Record<string, string>;
  output: string[];
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export const apiDir = new URL('../..', import.meta.url).pathname;
export const repoDir = new URL('../../../..', import.meta.url).pathname;
export const appDir = process.env.ATTACK_APP_DIR ?? join(repoDir, 'packages/admin-app/dist');

/**
 * Ports: ATTACK_API_PORT to ATTACK_API_PORT + 11 (README "Tests"); never a port another test suite uses, nor one
 * fetch refuses to call (its "bad ports" list holds 4190, so the suite once waited 5 minutes on a ready server).
 */
export const basePort = Number(process.env.ATTACK_API_PORT ?? 4400);

const running = new Set<ChildProcess>();
// Whatever ends the test process, nothing it started outlives it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function generatedSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A database of its own for one server: a fresh PostgreSQL database under TEST_DATABASE_URL, else a PGlite dir. */
export async function freshDatabase(name: string): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `deals-attack-${name}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: { API_DATA_DIR: dataDir }, remove: async () => removeDir() };
  const database = `attack_${name}_${process.pid}_${Date.now()}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    // Media files still live in API_DATA_DIR (README "State").
    env: { DATABASE_URL: url.toString(), API_DATA_DIR: dataDir },
    async remove() {
      removeDir();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function productionEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PUBLIC_URL: `http://127.0.0.1:${port}`,
    APP_DIR: appDir,
    // Production serves the app from its own origin and needs no CORS (README "Deployment").
    CORS_ORIGINS: '',
    // Kept in memory, shown only when a start fails.
    LOG_LEVEL: process.env.ATTACK_LOG_LEVEL ?? 'info',
    ...extra,
  };
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  // The test runner's own variables must not leak in: the server decides its mode from NODE_ENV alone.
  for (const key of ['NODE_ENV', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST']) {
    delete inherited[key];
  }
  return { ...inherited, ...env };
}

/** Runs a command of the API package (`pnpm --filter @deals/api <script>`), answering its exit code and output. */
export async function runApiScript(
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('pnpm', ['--filter', '@deals/api', '--silent', ...args], {
    cwd: repoDir,
    env: childEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stdin!.end(stdin ?? '');
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  running.delete(child);
  return { code, output: output.join('') };
}

/** Starts `src/main.ts` as scripts/production.sh does (`node --import tsx`), without waiting for it to be ready. */
export function spawnApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@deals/source', 'src/main.ts'], {
    cwd: apiDir,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const port = Number(env.PORT);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    env,
    output,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 40_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

function fetchCause(error: unknown): { code?: string; message?: string } | undefined {
  return error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
}

function notListeningYet(error: unknown): boolean {
  const code = fetchCause(error)?.code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

function describeFetchError(error: unknown): string {
  const cause = fetchCause(error);
  return [error instanceof Error ? error.message : String(error), cause?.code, cause?.message]
    .filter(Boolean)
    .join(' — ');
}

/** Waits until `/ready` answers 200; fails with the server's output when it exits or takes too long. */
export async function waitReady(api: ApiProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`The API exited (${String(exitCode)}) before it was ready:\n${api.output.join('')}`);
    }
    try {
      const response = await fetch(`${api.origin}/ready`);
      if (response.status === 200) return;
    } catch (error) {
      // Only "not listening yet" is worth waiting for; anything else (a port fetch refuses) never gets better.
      if (!notListeningYet(error)) {
        throw new Error(`Asking ${api.origin}/ready failed: ${describeFetchError(error)}`, { cause: error });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API was not ready after ${timeoutMs} ms:\n${api.output.join('').slice(-3000)}`);
}
