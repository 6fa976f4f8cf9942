import { GraphQLError } from 'graphql';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database';
import { asRateLimiterStore } from '../db/rateLimiterStore';

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

function limiter(db: Queryable, keyPrefix: string, points: number) {
  return new RateLimiterPostgres({
    storeClient: asRateLimiterStore(db),
    storeType: 'client',
    tableName: 'login_throttle',
    tableCreated: true,
    keyPrefix,
    points,
    duration: THROTTLE_WINDOW_SECONDS,
  });
}

export interface LoginThrottle {
  /**
   * Takes one attempt from the account's and the address's allowance before the password is checked, so parallel
   * guesses cannot all read a count that none of them has raised yet. Throws TOO_MANY_ATTEMPTS (and takes nothing)
   * once either is used up.
   */
  takeAttempt(email: string, address: string): Promise<void>;
  /**
   * The attempt was right: the account's count is cleared, and the address gets its attempt back (only failures
   * count against it; one right password doesn't clear it for everyone behind that address).
   */
  succeeded(email: string, address: string): Promise<void>;
}

function createLoginThrottle(db: Queryable): LoginThrottle {
  const byAccount = limiter(db, 'login_account', ACCOUNT_ATTEMPTS);
  const byAddress = limiter(db, 'login_address', ADDRESS_ATTEMPTS);
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    async takeAttempt(email, address) {
      const taken = [
        { limiter: byAccount, key: accountKey(email) },
        { limiter: byAddress, key: address },
      ];
      // consume adds the point and reads the total in one statement: of N parallel attempts, exactly the ones within
      // the allowance are let through. It rejects with a RateLimiterRes past the allowance, with an Error when the
      // store fails (then nobody signs in: a throttle that cannot count must not let guesses through).
      const outcomes = await Promise.allSettled(taken.map(({ limiter, key }) => limiter.consume(key)));
      const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      if (refusals.length === 0) return;
      // A refused attempt counts nowhere: the allowance it took from the other limiter goes back.
      await Promise.all(
        outcomes.map((outcome, index) =>
          outcome.status === 'fulfilled' ? taken[index]!.limiter.reward(taken[index]!.key) : null,
        ),
      );
      const failure = refusals.find((reason) => reason instanceof Error);
      if (failure) throw failure;
      throw tooManyAttempts(Math.max(...refusals.map((refusal: RateLimiterRes) => refusal.msBeforeNext)));
    },
    async succeeded(email, address) {
      await Promise.all([byAccount.delete(accountKey(email)), byAddress.reward(address)]);
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
