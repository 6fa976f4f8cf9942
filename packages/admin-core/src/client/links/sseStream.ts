import type { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import type { SseOptions } from './sseLink';

/** Runs one subscription over server-sent events (see createSseLink) until it completes or `signal` aborts it. */
export async function streamSubscription(
  operation: ApolloLink.Operation,
  options: SseOptions,
  signal: AbortSignal,
  observer: { next(result: ApolloLink.Result): void; complete(): void },
) {
  const { headers, onStreamOpen } = operation.getContext() as {
    headers?: Record<string, string>;
    /** Called once the server answered with a stream: from then on it is listening (see liveFeed's catch-up). */
    onStreamOpen?: () => void;
  };
  const response = await options.fetch(options.uri, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
    // spec §7's body: query, operationName and variables.
    body: JSON.stringify({
      query: print(operation.query),
      operationName: operation.operationName,
      variables: operation.variables,
    }),
    signal,
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
  onStreamOpen?.();
  await readEvents(response.body, signal, (event, data) => {
    if (event === 'next') observer.next(JSON.parse(data) as ApolloLink.Result);
  });
  // `event: complete`, or the server closed the stream (a deploy): either way this subscription is over.
  observer.complete();
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
