import type { RequestContext, Services } from '../context';
import { userRepository, type UserRow } from '../domains/users/repository';
import { forbidden } from '../graphql/errors';
import { createLoaders } from '../graphql/loaders';
import { verifyToken } from './tokens';

export function bearerOf(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** Builds the per-request context: the user is looked up lazily, once, and only an active one is accepted. */
export function requestContext(services: Services, authorization: string | null | undefined): RequestContext {
  const bearer = bearerOf(authorization);
  let user: Promise<UserRow> | undefined;
  return {
    ...services,
    bearer,
    loaders: createLoaders(services.db),
    currentUser() {
      user ??= (async () => {
        const verified = bearer ? await verifyToken(services.config, bearer, 'access') : null;
        if (!verified) throw forbidden();
        const found = await userRepository.findById(services.db, verified.userId);
        if (!found?.active) throw forbidden();
        return found;
      })();
      return user;
    },
  };
}
