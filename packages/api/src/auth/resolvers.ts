import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { forbidden, invalidCredentials } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { userRepository } from '../domains/users/repository';
import { isDemoPassword } from '../seed/demoAccounts';
import { loginThrottleFor } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { issueTokenPair, revokeFamily, rotateRefreshToken, verifyToken } from './tokens';

/**
 * An unknown email is checked against this hash of a random password, so it costs the same scrypt work as a wrong
 * password for a real account: the answer's timing doesn't tell which emails have accounts.
 */
let dummyHash: Promise<string> | undefined;
const hashForUnknownEmail = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

export const sessionResolvers: Resolvers = {
  Mutation: {
    async login(_, { email, password }, { db, config, clientAddress }) {
      // The demo passwords are published: in production they open nothing, whatever the database holds.
      if (config.production && isDemoPassword(password)) throw invalidCredentials();
      const throttle = loginThrottleFor(db);
      // The attempt is counted before the password is checked, and given back only when it was right.
      await throttle.takeAttempt(email, clientAddress);
      const user = await userRepository.credentialsByEmail(db, email.trim());
      const matches = await verifyPassword(password, user?.passwordHash ?? (await hashForUnknownEmail()));
      // Same message for unknown email, wrong password and inactive user: no account enumeration.
      if (!user || !user.active || !matches) throw invalidCredentials();
      await throttle.succeeded(email, clientAddress);
      await userRepository.recordLogin(db, user.id);
      return issueTokenPair(db, config, user.id);
    },
    async refreshTokens(_, __, { db, config, bearer }) {
      const verified = bearer ? await verifyToken(config, bearer, 'refresh') : null;
      if (!verified) throw forbidden();
      const isActive = async (tx: Queryable, userId: string) =>
        Boolean((await userRepository.findById(tx, userId))?.active);
      // Thrown outside the transaction so a reuse's family revocation is committed, not rolled back.
      const outcome = await db.transaction((tx) => rotateRefreshToken(tx, config, verified, isActive));
      if (!outcome.ok) throw forbidden();
      return outcome.pair;
    },
    /** Ends this login: every refresh token of its family, and the access tokens issued with them. */
    async logout(_, { refreshToken }, { db, config }) {
      const verified = await verifyToken(config, refreshToken, 'refresh');
      if (verified?.familyId) await revokeFamily(db, verified.familyId);
      return true;
    },
  },
};
