import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, generatedSecret, productionEnv, spawnApi, waitReady } from '../support/apiProcess';
import { codes, login } from '../support/client';
import type { SecretRefusal, SpareServer } from '../support/context';

// README "Deployment": production refuses a JWT_SECRET that was not generated, each with its own sentence.
export const WEAK_SECRETS: [string, string][] = [
  ['32 spaces', ' '.repeat(32)],
  ['one character repeated', 'a'.repeat(64)],
  ['a repeating stretch', 'k3Xq9vLm'.repeat(6)],
  ['an example word', `changeme-${'0123456789abcdef'.repeat(2)}`],
  ['too short', 'Zq8#rT2!'],
  ['whitespace inside', `${'9f8e7d6c5b4a3928'} ${'1706f5e4d3c2b1a0'}`],
];

/**
 * Each weak secret is a production start of its own; they run while the main server starts (a busy machine gives
 * several processes more of its time than one), and the tests read what became of each.
 */
export async function tryWeakSecrets(firstPort: number): Promise<SecretRefusal[]> {
  return Promise.all(
    WEAK_SECRETS.map(async ([what, secret], index) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'deals-attack-secret-'));
      const api = spawnApi(productionEnv(firstPort + index, { API_DATA_DIR: dataDir, JWT_SECRET: secret }));
      try {
        const outcome = await waitReady(api, 180_000).then(
          () => 'listening' as const,
          () => 'refused' as const,
        );
        const exitCode = outcome === 'refused' ? await api.exited : null;
        return { what, outcome, exitCode, output: api.output.join('').slice(-2000) };
      } finally {
        await api.stop('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }),
  );
}

/** README "Sign-in": failed sign-ins per client address in 15 minutes. */
export const ADDRESS_LIMIT = 100;

/** A password spray from one address: ADDRESS_LIMIT + 10 parallel guesses at as many accounts. */
async function spray(origin: string): Promise<string[]> {
  const guesses = await Promise.all(
    Array.from({ length: ADDRESS_LIMIT + 10 }, (_, i) =>
      login(origin, `spray.${i}@attack.test`, `Spray-Guess-${i}-pass`),
    ),
  );
  return guesses.map((answer) => codes(answer)[0] ?? 'signed in');
}

/**
 * A second, empty production server for attacks that spoil a whole process. The setup sprays it as soon as it is
 * ready (its scrypt work overlaps the main server's start); spareServer.test.ts reads the answers, then drains it
 * with SIGTERM by its pid; its exit code is written to a file the test waits for.
 */
export async function startSpareServer(port: number) {
  const database = await freshDatabase('spare');
  const api = spawnApi(productionEnv(port, { ...database.env, JWT_SECRET: generatedSecret() }));
  const exitFile = join(mkdtempSync(join(tmpdir(), 'deals-attack-spare-')), 'exit-code');
  void api.exited.then((code) => writeFileSync(exitFile, String(code)));
  const ready = waitReady(api).catch(async (error: unknown) => {
    await database.remove();
    throw error;
  });
  return {
    ready: ready.then(async (): Promise<SpareServer> => ({
      origin: api.origin,
      pid: api.child.pid!,
      exitFile,
      sprayCodes: await spray(api.origin),
    })),
    async stop() {
      await api.stop('SIGKILL');
      await database.remove();
      rmSync(join(exitFile, '..'), { recursive: true, force: true });
    },
  };
}
