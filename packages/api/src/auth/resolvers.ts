import { forbidden, invalidCredentials } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { userRepository } from '../domains/users/repository';
import { verifyPassword } from './passwords';
import { consumeRefreshToken, issueTokenPair, revokeRefreshToken, verifyToken } from './tokens';

/** The only public operations: everything else passes the session guard. */
export const PUBLIC_OPERATIONS = new Set(['login', 'refreshTokens', 'logout']);

export const sessionResolvers: Resolvers = {
  Mutation: {
    async login(_, { email, password }, { db, config }) {
      const user = await userRepository.credentialsByEmail(db, email.trim());
      // Same message for unknown email, wrong password and inactive user: no account enumeration.
      if (!user || !user.active || !(await verifyPassword(password, user.passwordHash))) throw invalidCredentials();
      await userRepository.recordLogin(db, user.id);
      return issueTokenPair(db, config, user.id);
    },
    async refreshTokens(_, __, { db, config, bearer }) {
      const verified = bearer ? await verifyToken(config, bearer, 'refresh') : null;
      if (!verified) throw forbidden();
      return db
        .transaction(async (tx) => {
          const outcome = await consumeRefreshToken(tx, verified);
          if (!outcome.ok) return { revoked: true as const };
          const user = await userRepository.findById(tx, outcome.userId);
          if (!user?.active) return { revoked: true as const };
          return { revoked: false as const, pair: await issueTokenPair(tx, config, user.id, outcome.familyId) };
        })
        .then((result) => {
          // Thrown outside the transaction so a reuse's family revocation is committed, not rolled back.
          if (result.revoked) throw forbidden();
          return result.pair;
        });
    },
    async logout(_, { refreshToken }, { db, config }) {
      const verified = await verifyToken(config, refreshToken, 'refresh');
      if (verified?.jti) await revokeRefreshToken(db, verified.jti);
      return true;
    },
  },
};
