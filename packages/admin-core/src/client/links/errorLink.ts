import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { ErrorBus } from '../errorBus';
import { RefreshRejectedError } from '../tokenRefresher';

export const FORBIDDEN = 'Forbidden';

/**
 * The code of a refusal by the permission table: the person stays signed in (unlike `Forbidden`, which ends the
 * session) and is told they may not do that.
 */
export const PERMISSION_DENIED = 'PERMISSION_DENIED';

/** The code of a stale save (record versions): the record changed since it was loaded. */
export const CONFLICT = 'CONFLICT';

/** Operation context flag: the caller shows this operation's errors to the user itself. */
export const ERRORS_SHOWN_BY_CALLER = 'errorsShownByCaller';

/**
 * Spec §4/§8: a GraphQL error `Forbidden` ends the session (`onForbidden` clears the tokens and reloads); every other
 * GraphQL or network error is logged to the console and published for the app to show.
 */
export function createErrorLink(options: {
  /**
   * `sentToken`: the access token a refused request carried (null when it went without one); undefined when the
   * session itself was refused (its refresh).
   */
  onForbidden: (sentToken?: string | null) => void;
  errors: ErrorBus;
}) {
  let endingSession = false;
  const endSession = (sentToken?: string | null) => {
    // A burst of failing requests must end in one clean logout, not one per request.
    if (endingSession) return;
    endingSession = true;
    options.onForbidden(sentToken);
    queueMicrotask(() => (endingSession = false));
  };
  /** The bearer token the auth link put on this operation, if any. */
  const sentTokenOf = (context: Readonly<{ headers?: Record<string, string> }>) =>
    context.headers?.authorization?.replace(/^Bearer /, '') ?? null;

  return new ErrorLink(({ error, operation }) => {
    // Callers that show the error themselves (a form, an error state) say so; it is then logged but not published.
    const shownByCaller = operation.getContext()[ERRORS_SHOWN_BY_CALLER] === true;
    if (CombinedGraphQLErrors.is(error)) {
      if (error.errors.some((graphQLError) => graphQLError.message === FORBIDDEN)) {
        endSession(sentTokenOf(operation.getContext() as { headers?: Record<string, string> }));
        return;
      }
      for (const graphQLError of error.errors) {
        const { field, code } = (graphQLError.extensions ?? {}) as { field?: unknown; code?: unknown };
        // A stale save its caller handles (a form turns it into the conflict review) is an expected answer, not a
        // fault: it is neither logged as an error nor published.
        if (shownByCaller && code === CONFLICT) continue;
        console.error(`[GraphQL error] ${operation.operationName ?? 'operation'}: ${graphQLError.message}`);
        if (shownByCaller) continue;
        options.errors.publish({
          kind: 'graphql',
          message: graphQLError.message,
          operationName: operation.operationName,
          ...(typeof field === 'string' ? { field } : {}),
          ...(typeof code === 'string' ? { code } : {}),
        });
      }
      return;
    }
    if (error instanceof RefreshRejectedError) {
      endSession();
      return;
    }
    console.error(`[Network error] ${operation.operationName ?? 'operation'}: ${error.message}`);
    if (shownByCaller) return;
    options.errors.publish({ kind: 'network', message: error.message, operationName: operation.operationName });
  });
}
