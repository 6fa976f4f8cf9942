import { GraphQLError } from 'graphql';
import type { RequestContext, Services } from '../context';
import { userRepository, type UserRow } from '../domains/users/repository';
import { forbidden } from '../graphql/errors';
import { createLoaders } from '../graphql/loaders';
import { sessionEndReason } from './sessionEnd';
import { verifyToken, type VerifiedToken } from './tokens';

export function bearerOf(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** Who is calling, worked out once per request before GraphQL parses anything. */
export interface Caller {
  bearer: string | null;
  /** The bearer when it is a validly signed, unexpired access token (not yet checked against the database). */
  access: VerifiedToken | null;
  /** The caller's address, for the sign-in throttle. */
  clientAddress: string;
}

export async function identifyCaller(
  services: Pick<Services, 'config'>,
  authorization: string | null | undefined,
  clientAddress: string,
): Promise<Caller> {
  const bearer = bearerOf(authorization);
  const access = bearer ? await verifyToken(services.config, bearer, 'access') : null;
  return { bearer, access, clientAddress };
}

/**
 * Builds the per-request context: the user is looked up lazily, once, and an access token counts only while the
 * user is active, its session version is current and its login (refresh family) is not revoked.
 */
export function requestContext(
  services: Services,
  caller: Caller,
  closed: AbortSignal = new AbortController().signal,
): RequestContext {
  const { bearer, access } = caller;
  let user: Promise<UserRow> | undefined;
  async function lookUpUser(): Promise<UserRow> {
    if (!access?.familyId || access.sessionVersion === undefined) throw forbidden();
    const found = await userRepository.findSession(services.db, access.userId, access.familyId);
    if (!found?.active || found.sessionVersion !== access.sessionVersion || !found.familyAlive) {
      throw forbidden(await sessionEndReason(services.db, access.userId, access.familyId, access.sessionVersion));
    }
    const { sessionVersion: _version, familyAlive: _alive, ...row } = found;
    return row;
  }
  return {
    ...services,
    bearer,
    sessionFamily: access?.familyId ?? null,
    clientAddress: caller.clientAddress,
    accessExpiresAt: access?.expiresAt ?? null,
    closed,
    loaders: createLoaders(services.db),
    currentUser() {
      user ??= lookUpUser();
      return user;
    },
    async sessionRefusal() {
      try {
        await lookUpUser();
        return null;
      } catch (error) {
        // Only a refused session counts as ended: a database hiccup must not sign the person out.
        if (error instanceof GraphQLError && error.message === forbidden().message) return error;
        throw error;
      }
    },
  };
}
