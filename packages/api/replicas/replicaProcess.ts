import { spawn, type ChildProcess } from 'node:child_process';

/** One API replica as its own process, on loopback only, with its output kept for when a check fails. */
export interface Replica {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const apiDir = new URL('..', import.meta.url).pathname;

export function startReplica(name: string, port: number, env: Record<string, string>): Replica {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@deals/source', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), API_PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, output, exited };
}

/**
 * Seeds the demo catalogue into the replicas' database with the API's own command (development mode: production
 * never seeds), the explicit setup step of a test that runs production replicas.
 */
export async function seedCatalogue(env: Record<string, string>, products = 60): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@deals/source', 'src/seed/cli.ts', '--products', String(products)],
    { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding failed (exit ${String(code)}):\n${output.join('')}`);
}

/** Polls `check` until it returns a value (not undefined), at most `timeoutMs`; fails with `what` otherwise. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export async function graphql<Data>(
  replica: Replica,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: Data; errors?: { message: string }[] }> {
  const response = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Data; errors?: { message: string }[] };
}

export async function isReady(replica: Replica): Promise<true | undefined> {
  const response = await fetch(`${replica.url}/ready`);
  return response.status === 200 ? true : undefined;
}
