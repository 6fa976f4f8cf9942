import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import {
  appDir,
  basePort,
  freshDatabase,
  generatedSecret,
  productionEnv,
  repoDir,
  runApiScript,
  spawnApi,
  waitReady,
  type ApiProcess,
} from '../support/apiProcess';
import { setPassword } from '../support/setPasswordPage';
import type { AttackContext } from '../support/context';
import { startSpareServer, tryWeakSecrets } from './sideServers';

export const FOREIGN_PAGE = 'https://evil.example/phish';
const FIRST_ADMIN = { email: 'first.admin@attack.test', name: 'First Admin', password: 'Quartz-Lantern-Orbit-7351' };

/** The production build the attacker downloads (README "Deployment"); ATTACK_SKIP_BUILD=1 reuses one. */
async function buildApp(): Promise<void> {
  if (process.env.ATTACK_SKIP_BUILD === '1') return;
  const child = spawn('pnpm', ['--filter', '@deals/admin-app', 'build'], {
    cwd: repoDir,
    env: { ...process.env, VITE_API_ORIGIN: 'same-origin', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The app build failed:\n${output.join('')}`);
}

/** The first administrator exactly as README "First administrator" says: the command prints a one-time link. */
async function createFirstAdmin(env: Record<string, string>): Promise<string> {
  const { code, output } = await runApiScript(
    ['create-admin', '--', '--email', FIRST_ADMIN.email, '--name', FIRST_ADMIN.name],
    env,
  );
  const link = /https?:\/\/\S+\/api\/set-password\?token=\S+/.exec(output)?.[0];
  if (code !== 0 || !link) throw new Error(`create-admin failed (exit ${String(code)}):\n${output}`);
  return link;
}

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 1000);
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Ports: the main server on the base port, weak-secret starts on the next six, the spare server on base + 11.
  const secretRefusals = tryWeakSecrets(basePort + 1);
  const spare = await startSpareServer(basePort + 11);
  const mainDb = await freshDatabase('main');
  const secret = generatedSecret();
  const mainEnv = productionEnv(basePort, {
    ...mainDb.env,
    JWT_SECRET: secret,
    // A documented knob (README "API environment"), small enough that the process-wide stream limit can be reached.
    LIVE_STREAMS_PER_PROCESS: '20',
  });
  // With the embedded database, create-admin runs while the API is stopped (README "First administrator").
  const [link] = await Promise.all([createFirstAdmin(mainEnv), buildApp()]);
  console.info(`attack suite: app built and first admin created in ${seconds(started)} s`);
  const servers: ApiProcess[] = [spawnApi(mainEnv)];
  let firstPasswordAnswer: AttackContext['firstPasswordAnswer'] | undefined;
  let spareServer: AttackContext['spare'] | undefined;
  let refusals: AttackContext['secretRefusals'] | undefined;
  try {
    await Promise.all(servers.map((server) => waitReady(server)));
    // The link as an attacker might dress it up: the page must not send the new administrator elsewhere afterwards.
    const answer = await setPassword(`${link}&redirectTo=${encodeURIComponent(FOREIGN_PAGE)}`, FIRST_ADMIN.password);
    if (answer.status !== 200) throw new Error(`The set-password link refused the first password: ${answer.status}`);
    firstPasswordAnswer = {
      status: answer.status,
      location: answer.headers.get('location'),
      mentionsForeignPage: answer.body.includes('evil.example'),
    };
    [spareServer, refusals] = await Promise.all([spare.ready, secretRefusals]);
  } catch (error) {
    // The side servers' answers are no longer awaited: their failures once the servers stop are not this failure.
    void spare.ready.catch(() => undefined);
    void secretRefusals.catch(() => undefined);
    await Promise.all([...servers.map((server) => server.stop('SIGKILL')), spare.stop()]);
    throw error;
  }
  const context: AttackContext = {
    origin: servers[0]!.origin,
    appDir,
    jwtSecret: secret,
    admin: { email: FIRST_ADMIN.email, password: FIRST_ADMIN.password },
    usedSetPasswordLink: link,
    firstPasswordAnswer: firstPasswordAnswer!,
    secretRefusals: refusals!,
    spare: spareServer!,
  };
  project.provide('attack', context);
  console.info(`attack suite: production API ready in ${seconds(started)} s`);

  return async () => {
    // Their databases are thrown away next: nothing to drain for (the drain is attacked in spareServer.test.ts).
    await Promise.all([...servers.map((server) => server.stop('SIGKILL')), spare.stop()]);
    await mainDb.remove();
  };
}
