import { inject } from 'vitest';

/** What the deployer knows and hands the attack suite: the address, the first admin, the secret (for expiry tests). */
export interface AttackContext {
  origin: string;
  appDir: string;
  /** The JWT_SECRET the operator chose: used only to sign an otherwise valid token whose time has passed. */
  jwtSecret: string;
  admin: { email: string; password: string };
  /** The first admin's link from create-admin, already used once by the setup. */
  usedSetPasswordLink: string;
  /** The first port tests may use for servers they start themselves. */
  spawnedPorts: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    attack: AttackContext;
  }
}

export function attackContext(): AttackContext {
  return inject('attack');
}
