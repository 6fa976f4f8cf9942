import type { IncomingMessage } from 'node:http';

/** What @whatwg-node's Node adapter passes beside the request; empty when a test calls the handler in-process. */
export interface NodeServerContext {
  req?: IncomingMessage;
}

/**
 * The address the sign-in throttle counts by: the socket's peer, or — only when TRUST_PROXY says a proxy in front
 * sets it — the first hop of X-Forwarded-For (a client could otherwise pick any address it likes).
 */
export function clientAddressOf(request: Request, context: NodeServerContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return context.req?.socket.remoteAddress ?? 'unknown';
}
