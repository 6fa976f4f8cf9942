import { inject } from 'vitest';

/** What became of one production start with a weak JWT_SECRET (started by the setup, README "Deployment"). */
export interface SecretRefusal {
  what: string;
  outcome: 'listening' | 'refused';
  exitCode: number | null;
  output: string;
}

/** The second production server of the setup, for attacks that spoil a whole process. */
export interface SpareServer {
  origin: string;
  pid: number;
  /** Holds the process's exit code once it has exited. */
  exitFile: string;
  /** The first error code of each answer to the setup's password spray (setup/sideServers.ts). */
  sprayCodes: string[];
}

/** What the deployer knows and hands the attack suite: the address, the first admin, the secret (for expiry tests). */
export interface AttackContext {
  origin: string;
  appDir: string;
  /** The JWT_SECRET the operator chose: used only to sign an otherwise valid token whose time has passed. */
  jwtSecret: string;
  admin: { email: string; password: string };
  /** The first admin's link from create-admin, already used once by the setup. */
  usedSetPasswordLink: string;
  /** How the page answered when the setup set the first password through a link carrying a foreign redirectTo. */
  firstPasswordAnswer: { status: number; location: string | null; mentionsForeignPage: boolean };
  secretRefusals: SecretRefusal[];
  spare: SpareServer;
}

declare module 'vitest' {
  export interface ProvidedContext {
    attack: AttackContext;
  }
}

export function attackContext(): AttackContext {
  return inject('attack');
}
