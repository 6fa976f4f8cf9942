import { GraphQLError } from 'graphql';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database';

/** Failed sign-ins allowed per account, and per client address, in one window. */
export const ACCOUNT_ATTEMPTS = 10;
export const ADDRESS_ATTEMPTS = 100;
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/** "Too many attempts — try again in N minutes", the message the login page shows as is. */
export function tooManyAttempts(retryAfterMs: number): GraphQLError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new GraphQLError(`Too many attempts — try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, {
    extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds },
  });
}

/**
 * rate-limiter-flexible's Postgres store speaks node-postgres (`query({ text, values })` answering `rows` and
 * `rowCount`); this gives it our `Database`, so PGlite and PostgreSQL keep the counters alike, in the
 * `login_throttle` table (migration 010) that every API replica shares.
 */
function asPgClient(db: Queryable) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const { rows } = await db.query(query.text, query.values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}

function limiter(db: Queryable, keyPrefix: string, points: number) {
  return new RateLimiterPostgres({
    storeClient: asPgClient(db),
    storeType: 'client',
    tableName: 'login_throttle',
    tableCreated: true,
    keyPrefix,
    points,
    duration: THROTTLE_WINDOW_SECONDS,
  });
}

export interface LoginThrottle {
  /** Throws TOO_MANY_ATTEMPTS when the account or the address has used up its failed attempts. */
  assertAllowed(email: string, address: string): Promise<void>;
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful sign-in clears the account's count (not the address's: one right password doesn't vouch for it). */
  recordSuccess(email: string): Promise<void>;
}

function createLoginThrottle(db: Queryable): LoginThrottle {
  const byAccount = limiter(db, 'login_account', ACCOUNT_ATTEMPTS);
  const byAddress = limiter(db, 'login_address', ADDRESS_ATTEMPTS);
  const accountKey = (email: string) => email.trim().toLowerCase();
  const spent = (result: RateLimiterRes | null, points: number) =>
    result && result.consumedPoints >= points ? result.msBeforeNext : 0;
  return {
    async assertAllowed(email, address) {
      const [account, client] = await Promise.all([byAccount.get(accountKey(email)), byAddress.get(address)]);
      const wait = Math.max(spent(account, ACCOUNT_ATTEMPTS), spent(client, ADDRESS_ATTEMPTS));
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async recordFailure(email, address) {
      // consume rejects once the points are used up: that is the next attempt's business, not this one's.
      const count = (work: Promise<unknown>) =>
        work.catch((rejection: unknown) => {
          if (rejection instanceof Error) throw rejection;
        });
      await Promise.all([count(byAccount.consume(accountKey(email))), count(byAddress.consume(address))]);
    },
    async recordSuccess(email) {
      await byAccount.delete(accountKey(email));
    },
  };
}

const throttles = new WeakMap<Queryable, LoginThrottle>();

/** One throttle per database (the counters live in it). */
export function loginThrottleFor(db: Queryable): LoginThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = createLoginThrottle(db)));
  return throttle;
}
