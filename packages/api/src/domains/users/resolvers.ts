import { userEntity } from '@deals/domain/entities';
import { acceptablePassword, isCommonPassword } from '../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endAllSessions, endOtherSessions } from '../../auth/tokens';
import { badInput } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { recordedCreate, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { userRepository } from './repository';
import { assertMayCreate, assertMayUpdate, endsSessions } from './teamRules';

const partialUpdate = { mode: 'update', partial: true } as const;

export const userResolvers: Resolvers = {
  Query: {
    whoAmI: (_, __, { currentUser }) => currentUser(),
    myAccess: async (_, __, { currentUser }) => ({ role: (await currentUser()).role }),
    findUsers: (_, args, { db }) => userRepository.list(db, args),
    findUserById: (_, { id }, { db }) => userRepository.byId(db, id),
  },
  Mutation: {
    async createUser(_, { input }, ctx) {
      assertMayCreate(await ctx.currentUser(), input.role);
      // The user's definition checks the input, the password against the API's larger common list too.
      const { password: _password, ...person } = entityWriteFrom(userEntity, input, { isCommonPassword });
      // The password is hashed as typed: it is never trimmed.
      const write = { ...person, passwordHash: await hashPassword(input.password) };
      return recordedCreate(ctx, 'USER', (tx) => userRepository.create(tx, write));
    },
    async updateUser(_, { id, input, expectedVersion }, ctx) {
      const { currentUser } = ctx;
      const me = await currentUser();
      // Only the fields the input names change; an avatar given as null is removed.
      const named = entityWriteFrom(userEntity, input, partialUpdate);
      const changes = { ...named, avatarUrl: input.avatarUrl === null ? null : named.avatarUrl };
      return recordedUpdate(ctx, {
        type: 'USER',
        id,
        expectedVersion,
        async write(tx) {
          const target = await userRepository.byId(tx, id);
          await assertMayUpdate(tx, me, target, changes);
          const updated = await userRepository.update(tx, id, changes);
          if (endsSessions(target, changes)) await endAllSessions(tx, target.id);
          return updated;
        },
      });
    },
    async updateProfile(_, { input, expectedVersion }, ctx) {
      const me = await ctx.currentUser();
      const changes = entityWriteFrom(userEntity, { name: input.name, email: input.email }, partialUpdate);
      return recordedUpdate(ctx, {
        type: 'USER',
        id: me.id,
        expectedVersion,
        write: (tx) => userRepository.update(tx, me.id, changes),
      });
    },
    /**
     * Ends every other session of the person (each device that knew the old password must sign in again); the tab
     * that made the change stays signed in.
     */
    async changePassword(_, { currentPassword, newPassword }, { db, currentUser, sessionFamily }) {
      const me = await currentUser();
      if (!(await verifyPassword(currentPassword, await userRepository.passwordHash(db, me.id)))) {
        throw badInput('The current password is incorrect.', 'currentPassword');
      }
      if (currentPassword === newPassword) {
        throw badInput('The new password must differ from the current one.', 'newPassword');
      }
      const password = acceptablePassword(newPassword, 'newPassword', { email: me.email, name: me.name });
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await userRepository.setPassword(tx, me.id, hash);
        await endOtherSessions(tx, me.id, sessionFamily);
      });
      return true;
    },
  },
  WhoAmI: {},
  User: { updatedBy },
};
