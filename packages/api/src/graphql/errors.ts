import { GraphQLError } from 'graphql';
import type { SessionEndReason } from '../auth/sessionEnd';

/**
 * Exactly `Forbidden`: the client signs out on this message (spec §4, §8). `reason`, when the session is known to
 * have ended, goes in `extensions.reason` so the sign-in page can say why; the message never changes.
 */
export function forbidden(reason?: SessionEndReason): GraphQLError {
  return new GraphQLError('Forbidden', {
    extensions: { code: 'FORBIDDEN', ...(reason ? { reason } : {}), http: { status: 200 } },
  });
}

/** A validation failure a person can act on; `field` names the input field for the form to highlight. */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function notFound(entity: string, key: string): GraphQLError {
  return new GraphQLError(`${entity} ${key} was not found.`, { extensions: { code: 'NOT_FOUND' } });
}

export function invalidCredentials(): GraphQLError {
  return new GraphQLError('The email or password is incorrect.', {
    extensions: { code: 'INVALID_CREDENTIALS' },
  });
}

/**
 * The role may not do this. Deliberately not `Forbidden`: that message logs the person out (spec §4), while a
 * refused permission keeps the session and is shown where the action was tried.
 */
export function permissionDenied(message = "You don't have permission to do that."): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'PERMISSION_DENIED' } });
}
