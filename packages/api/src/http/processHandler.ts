import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { NodeServerContext } from './clientAddress';
import { isMigrated } from '../db/migrate';
import type { Logger } from './logger';
import { withSecurityHeaders } from './securityHeaders';
import { drainingResponse } from './drain';
import { serveApp } from './serveApp';

export interface ProcessHandlerOptions {
  /** The API's handler; the server context carries the client address the sign-in throttle counts by. */
  api: (request: Request, serverContext: NodeServerContext) => Promise<Response>;
  db: Database;
  logger: Logger;
  /** The built app to serve from this origin; undefined serves the API alone (development). */
  appDir: string | undefined;
  /**
   * True once SIGTERM arrived: `/ready` answers 503 so a load balancer stops sending new requests, `/health` still
   * answers, and any other new request is refused with 503 while the ones already in flight finish.
   */
  isDraining: () => boolean;
}

/** Paths the API answers itself; everything else is the app when one is served. */
const API_PATHS = [/^\/graphql$/, /^\/media\//, /^\/api\//];

/** A request id a proxy passed along is kept when it looks like one; otherwise we make one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * The process's front door around the API: `/health` (the process answers), `/ready` (database reachable and
 * migrated, not draining; both keep answering through a drain), the built app with its cache rules, and one JSON log line per request carrying its id,
 * which the response also returns in `x-request-id`.
 */
export function createProcessHandler(options: ProcessHandlerOptions) {
  async function route(request: Request, pathname: string, serverContext: NodeServerContext): Promise<Response> {
    if (pathname === '/health') return Response.json({ status: 'ok' });
    if (pathname === '/ready') return readiness();
    if (options.isDraining()) return drainingResponse();
    if (options.appDir && !API_PATHS.some((path) => path.test(pathname))) {
      const served = await serveApp(request, pathname, options.appDir);
      if (served) return served;
    }
    return options.api(request, serverContext);
  }

  async function readiness(): Promise<Response> {
    if (options.isDraining()) return Response.json({ status: 'draining' }, { status: 503 });
    try {
      if (!(await isMigrated(options.db))) return Response.json({ status: 'migrating' }, { status: 503 });
      return Response.json({ status: 'ready' });
    } catch (error) {
      options.logger.warn({ err: error }, 'readiness check: database unreachable');
      return Response.json({ status: 'database unreachable' }, { status: 503 });
    }
  }

  return async function handle(request: Request, serverContext: NodeServerContext = {}): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      response = await route(request, pathname, serverContext);
    } catch (error) {
      options.logger.error({ err: error, requestId }, 'request failed');
      response = Response.json({ message: 'Internal server error' }, { status: 500 });
    }
    const headers = new Headers(response.headers);
    headers.set('x-request-id', requestId);
    options.logger.info(
      {
        requestId,
        method: request.method,
        path: pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
    const secure = new URL(request.url).protocol === 'https:';
    // The app's files get the same hardening headers as the API's answers (the API sets them on its own).
    return withSecurityHeaders(
      new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
      secure,
    );
  };
}
