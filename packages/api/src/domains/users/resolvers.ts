import { hashPassword, verifyPassword } from '../../auth/passwords';
import { badInput } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { optionalUrl, password, requiredEmail, requiredText } from '../../validation/rules';
import { userRepository } from './repository';

export const userResolvers: Resolvers = {
  Query: {
    whoAmI: (_, __, { currentUser }) => currentUser(),
    myAccess: async (_, __, { currentUser }) => ({ role: (await currentUser()).role }),
    findUsers: (_, args, { db }) => userRepository.list(db, args),
    findUserById: (_, { id }, { db }) => userRepository.byId(db, id),
  },
  Mutation: {
    async createUser(_, { input }, { db }) {
      return userRepository.create(db, {
        name: requiredText(input.name, 'name', 'Name', 120),
        email: requiredEmail(input.email, 'email'),
        role: input.role,
        active: input.active ?? true,
        avatarUrl: optionalUrl(input.avatarUrl, 'avatarUrl', 'Avatar URL'),
        passwordHash: await hashPassword(password(input.password, 'password')),
      });
    },
    async updateUser(_, { id, input }, { db, currentUser }) {
      const me = await currentUser();
      if (me.id === id && input.active === false) {
        throw badInput("You can't deactivate your own account.", 'active');
      }
      if (me.id === id && input.role && input.role !== me.role) {
        throw badInput("You can't change your own role.", 'role');
      }
      return userRepository.update(db, id, {
        name: input.name == null ? undefined : requiredText(input.name, 'name', 'Name', 120),
        email: input.email == null ? undefined : requiredEmail(input.email, 'email'),
        role: input.role ?? undefined,
        active: input.active ?? undefined,
        avatarUrl: input.avatarUrl === undefined ? undefined : optionalUrl(input.avatarUrl, 'avatarUrl', 'Avatar URL'),
      });
    },
    async updateProfile(_, { input }, { db, currentUser }) {
      const me = await currentUser();
      return userRepository.update(db, me.id, {
        name: input.name == null ? undefined : requiredText(input.name, 'name', 'Name', 120),
        email: input.email == null ? undefined : requiredEmail(input.email, 'email'),
      });
    },
    async changePassword(_, { currentPassword, newPassword }, { db, currentUser }) {
      const me = await currentUser();
      if (!(await verifyPassword(currentPassword, await userRepository.passwordHash(db, me.id)))) {
        throw badInput('The current password is incorrect.', 'currentPassword');
      }
      if (currentPassword === newPassword) {
        throw badInput('The new password must differ from the current one.', 'newPassword');
      }
      await userRepository.setPassword(db, me.id, await hashPassword(password(newPassword, 'newPassword')));
      return true;
    },
  },
  WhoAmI: {},
};
