import { attackContext } from './context';
import type { GraphQLError } from './client';

export interface StreamEvent {
  event: string;
  data: { data?: { recordChanged?: { recordType: string; id: string } }; errors?: GraphQLError[] } | null;
}

export interface LiveStream {
  /** The next `event:` of the stream (keep-alive comments skipped); waits as long as the test lets it. */
  next(): Promise<StreamEvent>;
  close(): void;
}

/** `subscription { recordChanged }` over server-sent events, as admin-core's SSE link opens it (README). */
export async function openStream(token: string): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${attackContext().origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'subscription { recordChanged { recordType id } }' }),
    signal: abort.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (!event) continue;
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
          return { event, data: data ? (JSON.parse(data) as StreamEvent['data']) : null };
        }
        const { value, done } = await reader.read();
        if (done) return { event: 'closed', data: null };
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close() {
      abort.abort();
    },
  };
}
