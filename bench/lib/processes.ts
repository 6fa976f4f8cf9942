import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a command to completion, streaming nothing unless it fails. */
export function run(command: string, cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} (in ${cwd}) exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

/** Starts a long-running server and resolves once `url` answers. */
export async function start(command: string, cwd: string, url: string, env: Record<string, string> = {}) {
  // Its own process group, so stopping it also stops what pnpm and tsx started under it.
  const child: ChildProcess = spawn('bash', ['-c', `exec ${command}`], {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`${command} did not answer on ${url} within 3 minutes`);
}
