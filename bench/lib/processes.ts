import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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
      if ((await fetch(url)).ok) return { stop, pid: child.pid! };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`${command} did not answer on ${url} within 3 minutes`);
}

/**
 * The resident memory of the largest process in a group `start` made (the API's Node process under pnpm and tsx), in
 * MB: what the server holds, read from /proc (Linux).
 */
export function groupResidentMb(groupId: number): number {
  let largest = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp …
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== groupId) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) largest = Math.max(largest, Number(rss[1]) / 1024);
    } catch {
      // the process ended while it was read
    }
  }
  return largest;
}
