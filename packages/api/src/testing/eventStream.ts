import type { GraphQLResponse } from './testApi';

/**
 * Reads a GraphQL-over-SSE response (yoga's `event: next` / `event: complete`) one result at a time, for tests of
 * subscriptions in-process or across replicas. A JSON answer (a refusal before anything streamed) is one result.
 */
export function readEventStream(response: Response) {
  const queue: (GraphQLResponse | null)[] = [];
  const waiting: ((value: GraphQLResponse | null) => void)[] = [];
  const deliver = (value: GraphQLResponse | null) => {
    const waiter = waiting.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    if (!response.headers.get('content-type')?.includes('text/event-stream')) {
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
      deliver(JSON.parse(text) as GraphQLResponse);
      deliver(null);
      return;
    }
    let buffer = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (event === 'next') deliver(JSON.parse(data) as GraphQLResponse);
        if (event === 'complete') deliver(null);
      }
    }
    deliver(null);
  })().catch(() => deliver(null));

  return {
    /** The next result, or null once the stream completed or closed. */
    next(): Promise<GraphQLResponse | null> {
      if (queue.length > 0) return Promise.resolve(queue.shift()!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

export type EventStream = ReturnType<typeof readEventStream>;

export const RECORD_CHANGED = `subscription RecordChanged($types: [RecordType!]) {
  recordChanged(types: $types) { recordType id version kind by { id name } at } }`;
