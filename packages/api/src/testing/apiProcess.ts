import { spawn, type ChildProcess } from 'node:child_process';

const apiDir = new URL('../../', import.meta.url).pathname;

/** The API (or one of its commands) as its own process, the way an operator runs it, with its output kept. */
export interface ApiProcess {
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

export function runApiScript(script: string, args: string[], env: Record<string, string>, input?: string): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@deals/source', script, ...args], {
    cwd: apiDir,
    // Nothing of the shell's own API settings leaks in: each test says which database and secrets it runs on.
    env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stdin!.end(input ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => chunks.join(''), exited };
}

/** Starts `src/main.ts` on a free port and resolves with its address once it listens (or fails with its output). */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 180_000) {
  const api = runApiScript('src/main.ts', [], { PORT: '0', ...env });
  const deadline = Date.now() + timeoutMs;
  let port: string | undefined;
  while (!port) {
    port = /Deals API listening on [\d.]+:(\d+)/.exec(api.output())?.[1];
    if (port) break;
    const code = await Promise.race([api.exited, new Promise((resolve) => setTimeout(resolve, 100, 'running'))]);
    if (code !== 'running' || Date.now() > deadline) {
      api.process.kill('SIGKILL');
      throw new Error(`The API did not start (exit ${String(code)}):\n${api.output()}`);
    }
  }
  return { ...api, url: `http://127.0.0.1:${port}` };
}
