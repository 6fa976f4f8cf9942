import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { browserStorage, type KeyValueStorage } from '../session/storage';
import { clearTokens, readTokens } from '../session/tokens';
import { createErrorBus, type ErrorBus } from './errorBus';
import { createAuthLink } from './links/authLink';
import { createErrorLink } from './links/errorLink';
import { createSseLink } from './links/sseLink';
import { browserLocks, createTokenRefresher, refreshThroughEndpoint, type RefreshLockManager } from './tokenRefresher';
import { cacheTypePolicies } from './typePolicies';
import { createVersionsTransform } from './versionsTransform';

export interface AdminClientOptions {
  /** The GraphQL endpoint (build configuration in the app; hosts pass their own). */
  uri: string;
  storage?: KeyValueStorage;
  /** What a `Forbidden` error or a rejected refresh does after the tokens are cleared; reloads the page by default. */
  onSessionEnded?: () => void;
  fetch?: typeof fetch;
  errors?: ErrorBus;
  /** Serialises token refreshes across tabs; `navigator.locks` by default, where the browser has it. */
  locks?: RefreshLockManager;
  /**
   * Record versions (README "Record versions"): the client sends the parts of its operations marked `@versioned`
   * (`version`, `updatedBy`, `expectedVersion`), so a stale save is refused with CONFLICT instead of overwriting a
   * colleague's. Off by default: a backend with only the spec's §7 operations never sees them.
   */
  versions?: boolean;
}

/**
 * The back-office's link chain to the API, for any Apollo client. Its links run in a fixed order: strip __typename
 * from variables → errors (Forbidden) → auth with refresh-before-request → HTTP. A host that already has an Apollo
 * client builds it with this link (or routes our operations to it) and hands the client to `createAdminCore`.
 */
export function createAdminLink(options: AdminClientOptions) {
  const storage = options.storage ?? browserStorage();
  const errors = options.errors ?? createErrorBus();
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const onSessionEnded = options.onSessionEnded ?? (() => globalThis.location?.reload());
  const accessTokenForRequest = createTokenRefresher(storage, refreshThroughEndpoint(options.uri, fetchImpl), {
    locks: options.locks ?? browserLocks(),
    // Tabs of the same back-office share one lock; another API's session in the same browser has its own.
    lockName: `deals-admin-core:token-refresh:${options.uri}`,
  });

  const link = ApolloLink.from([
    new RemoveTypenameFromVariablesLink(),
    createErrorLink({
      errors,
      onForbidden: (sentToken) => {
        // A refusal of a request sent for another session than the one stored now — sent signed out, or with a token
        // replaced since (a sign-in while it travelled, another tab's refresh) — says nothing of this session: clearing
        // it would sign the person out right after they signed in.
        const current = readTokens(storage).accessToken;
        if (sentToken !== undefined && current && sentToken !== current) return;
        // Sent signed out and still signed out (a host rendering a data widget before its sign-in): there is no
        // session to end, and reloading would only send the same request again, page load after page load.
        if (sentToken === null && !current) return;
        clearTokens(storage);
        onSessionEnded();
      },
    }),
    createAuthLink(accessTokenForRequest),
    ApolloLink.split(
      ({ query }) => isSubscription(query),
      // Only sent when the core's `live` option subscribes (a backend with only spec §7 has no subscriptions).
      createSseLink({ uri: options.uri, fetch: fetchImpl }),
      // spec §7: the body is exactly query, operationName and variables; Apollo Client 4 would add
      // extensions.clientLibrary (its name and version) to every request by default.
      new HttpLink({ uri: options.uri, fetch: fetchImpl, enhancedClientAwareness: { transport: false } }),
    ),
  ]);
  return { link, storage, errors, accessTokenForRequest };
}

function isSubscription(query: DocumentNode): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
}

export type AdminLink = ReturnType<typeof createAdminLink>;

/** The Apollo client of the back-office: our link chain and a cache with our type policies. */
export function createAdminClient(options: AdminClientOptions) {
  const adminLink = createAdminLink(options);
  const client = new ApolloClient({
    link: adminLink.link,
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    documentTransform: createVersionsTransform(options.versions === true),
  });
  return { ...adminLink, client };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
