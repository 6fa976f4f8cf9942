import { ApolloLink, Observable } from '@apollo/client';

/**
 * Subscriptions over server-sent events (GraphQL over SSE, "distinct connections" mode, as graphql-yoga serves
 * them): a POST with `Accept: text/event-stream` whose answer streams `event: next` results until `event: complete`.
 * A fetch rather than `EventSource`, so the bearer header set by the auth link before it travels along. Apollo's
 * own HttpLink speaks multipart subscriptions, which yoga serves for queries only.
 *
 * The stream's code loads with the first subscription: a host without live updates never downloads it.
 */
export function createSseLink(options: SseOptions) {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const controller = new AbortController();
        import('./sseStream')
          .then(({ streamSubscription }) => streamSubscription(operation, options, controller.signal, observer))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}

export interface SseOptions {
  uri: string;
  fetch: typeof fetch;
}
