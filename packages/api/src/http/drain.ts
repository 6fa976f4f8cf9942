import type { Server } from 'node:http';

/** The load balancer's probes: answered all through a drain, and never counted as work to wait for. */
export const PROBE_PATHS: readonly string[] = ['/health', '/ready'];

/**
 * Counts the requests a server is still answering — from their headers until their response is sent or the client
 * goes away, so a streamed body (a media file, a live stream) counts to its end. A draining process waits for this to
 * reach zero before it stops listening.
 */
export function trackRequests(server: Server) {
  let active = 0;
  let idle: (() => void)[] = [];
  server.on('request', (request, response) => {
    if (PROBE_PATHS.includes(request.url ?? '')) return;
    active += 1;
    response.once('close', () => {
      active -= 1;
      if (active > 0) return;
      for (const resolve of idle) resolve();
      idle = [];
    });
  });
  return {
    get active() {
      return active;
    },
    /** Resolves once no request is being answered (at once when none is). */
    whenIdle(): Promise<void> {
      return active === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
    },
  };
}

/** What a draining process answers to new work: the load balancer sends it again, to a replica that stays. */
export function drainingResponse(): Response {
  return Response.json(
    { message: 'This server is shutting down: send the request again.' },
    { status: 503, headers: { connection: 'close', 'retry-after': '1' } },
  );
}
