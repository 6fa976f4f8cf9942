import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { KeyValueStorage } from '../session/storage';
import { isTokenValid, readTokens } from '../session/tokens';
import { ERRORS_SHOWN_BY_CALLER } from './links/errorLink';

/**
 * Starts a query a screen is about to run (the document and variables of its hook) before the screen mounts, so a
 * route's first request goes out beside the session check (WhoAmI) instead of one round trip after it. The answer
 * lands in the cache, where the screen's hook finds it; a request still in flight is shared with the hook (Apollo
 * deduplicates identical operations), so the list is asked for once.
 *
 * Without a session nothing is sent: the guard sends the person to login (spec §4). A failure is the screen's to
 * show: nothing is cached for it, so the hook asks again and shows its error state with a retry.
 */
export function preloadQuery<Data, Variables extends OperationVariables>(
  core: { client: ApolloClient; storage: KeyValueStorage },
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): void {
  const { accessToken, refreshToken } = readTokens(core.storage);
  // The guard's own rule for "may proceed" (session/rules.ts), without its side effect of clearing the tokens.
  if (!accessToken || !isTokenValid(refreshToken)) return;
  core.client
    .query({
      query: document as TypedDocumentNode<Data, OperationVariables>,
      variables,
      // The same context as the screen's hook: its error state shows a failure, no toast.
      context: { [ERRORS_SHOWN_BY_CALLER]: true },
    })
    .catch(() => undefined);
}
