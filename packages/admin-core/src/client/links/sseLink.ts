import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';

/**
 * Subscriptions over server-sent events (GraphQL over SSE, "distinct connections" mode, as graphql-yoga serves
 * them): a POST with `Accept: text/event-stream` whose answer streams `event: next` results until `event: complete`.
 * A fetch rather than `EventSource`, so the bearer header set by the auth link before it travels along. Apollo's
 * own HttpLink speaks multipart subscriptions, which yoga serves for queries only.
 */
export function createSseLink(options: { uri: string; fetch: typeof fetch }) {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const controller = new AbortController();
        const { headers } = operation.getContext() as { headers?: Record<string, string> };
        void (async () => {
          const response = await options.fetch(options.uri, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
            // spec §7's body: query, operationName and variables.
            body: JSON.stringify({
              query: print(operation.query),
              operationName: operation.operationName,
              variables: operation.variables,
            }),
            signal: controller.signal,
          });
          const type = response.headers.get('content-type') ?? '';
          if (!response.body || !type.includes('text/event-stream')) {
            // Refused before anything streamed (signed out, a limit): one ordinary GraphQL answer.
            const body = (await response.json().catch(() => null)) as FormattedExecutionResult | null;
            if (!body) throw new Error(`The subscription was answered with HTTP ${response.status}.`);
            observer.next(body as ApolloLink.Result);
            observer.complete();
            return;
          }
          await readEvents(response.body, controller.signal, (event, data) => {
            if (event === 'next') observer.next(JSON.parse(data) as ApolloLink.Result);
          });
          // `event: complete`, or the server closed the stream (a deploy): either way this subscription is over.
          observer.complete();
        })().catch((error: unknown) => {
          if (!controller.signal.aborted) observer.error(error);
        });
        return () => controller.abort();
      }),
  );
}

/** Calls `onEvent` for each event of a text/event-stream body (comments — yoga's keep-alive pings — skipped). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (event: string, data: string) => void,
) {
  const reader = body.getReader();
  // Unsubscribing cancels the body too, so the server ends the stream even where a fetch ignores its signal.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (event === 'complete') return;
      if (data.length > 0) onEvent(event, data.join('\n'));
    }
  }
}
