import { createServer, type Server } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { SET_PASSWORD_PATH } from './auth/passwordSetup';
import { identifyCaller, requestContext, type Caller } from './auth/session';
import type { Services } from './context';
import { costBudgetPlugin } from './graphql/costBudget';
import { limitPlugins } from './graphql/limits';
import { requestGuardsPlugin } from './graphql/requestGuards';
import { refusalWordingPlugin } from './graphql/refusalWording';
import { buildSchema } from './graphql/schema';
import { BodyTooLarge, limitBody, MAX_GRAPHQL_BODY_BYTES } from './http/bodyLimit';
import { clientAddressOf, type NodeServerContext } from './http/clientAddress';
import { withSecurityHeaders } from './http/securityHeaders';
import { handleSetPasswordPage } from './http/setPasswordPage';
import { serveMedia } from './media/fileServer';
import { feedRoute } from './feeds/httpRoutes';
import { handleUpload, UPLOAD_PATH } from './media/uploadEndpoint';

/**
 * The whole API as one fetch handler: `POST /graphql`, the ImageKit-compatible upload endpoint and the media
 * files it serves. Tests call `handle` in-process; `main.ts` puts it behind Node's HTTP server.
 */
export function createApi(services: Services, options: { mediaRoot: string }) {
  const yoga = createYoga<NodeServerContext & { caller: Caller }>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // No listed origin means no cross-origin reader at all (yoga would otherwise echo any Origin back).
    cors: services.config.corsOrigins.length
      ? { origin: services.config.corsOrigins, credentials: false, methods: ['POST', 'GET', 'OPTIONS'] }
      : false,
    // Limits and guards run on the document, before the context is built or anything executes.
    plugins: [
      ...limitPlugins(services.config.development),
      requestGuardsPlugin(),
      costBudgetPlugin(services.db),
      refusalWordingPlugin(services.config.development),
    ],
    // The request's signal aborts when the client's connection closes (@whatwg-node/server's adapter).
    context: ({ caller, request }) => requestContext(services, caller, request.signal),
    logging: 'warn',
  });

  const cors = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    if (!origin || !services.config.corsOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-expose-headers': 'content-type, content-length, content-disposition',
      vary: 'origin',
    };
  };

  async function graphql(request: Request, serverContext: NodeServerContext): Promise<Response> {
    let limited: Request;
    try {
      limited = await limitBody(request, MAX_GRAPHQL_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      const message = `The request is larger than the ${MAX_GRAPHQL_BODY_BYTES / 1024 / 1024} MB limit.`;
      const response = Response.json(
        { errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
        { status: 413, headers: { connection: 'close' } },
      );
      for (const [name, value] of Object.entries(cors(request))) response.headers.set(name, value);
      return response;
    }
    const address = clientAddressOf(request, serverContext, services.config.trustProxy);
    const caller = await identifyCaller(services, request.headers.get('authorization'), address);
    const response = await yoga.fetch(limited, { ...serverContext, caller });
    // Every answer depends on who asks (a GET query too): no browser or proxy cache may keep one for the next caller.
    response.headers.set('cache-control', 'no-store');
    // A live stream (recordChanged) must reach the browser event by event: ask proxies (nginx) not to buffer it.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      response.headers.set('x-accel-buffering', 'no');
    }
    return response;
  }

  async function route(request: Request, pathname: string, serverContext: NodeServerContext): Promise<Response> {
    if (pathname === UPLOAD_PATH && request.method === 'POST') {
      return handleUpload(request, services, options.mediaRoot);
    }
    if (pathname === SET_PASSWORD_PATH && (request.method === 'GET' || request.method === 'POST')) {
      return handleSetPasswordPage(request, services.db);
    }
    if (pathname.startsWith('/media/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveMedia(request, services.db, options.mediaRoot);
    }
    if (pathname === '/health') return Response.json({ status: 'ok' });
    if (pathname.startsWith('/api/v1/feeds/')) {
      const feed = await feedRoute(services, request, pathname, serverContext);
      if (feed) return feed;
    }
    return new Response('Not found', { status: 404 });
  }

  async function answer(request: Request, serverContext: NodeServerContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') return graphql(request, serverContext);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors(request) });
    let response: Response;
    try {
      response = await route(request, pathname, serverContext);
    } catch (error) {
      // Never a stack trace to the client: log it here, answer a plain 500 the browser may read (CORS below).
      console.error(`${request.method} ${pathname} failed`, error);
      response = Response.json({ message: 'Internal server error' }, { status: 500 });
    }
    for (const [name, value] of Object.entries(cors(request))) response.headers.set(name, value);
    return response;
  }

  const secure = services.config.publicUrl.startsWith('https://');
  async function handle(request: Request, serverContext: NodeServerContext = {}): Promise<Response> {
    return withSecurityHeaders(await answer(request, serverContext), secure);
  }

  return { handle };
}

/** Listens on `host` (loopback by default: reachable from other machines only when HOST says so). */
export function listen(
  handle: (request: Request, serverContext: NodeServerContext) => Promise<Response>,
  port: number,
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer(createServerAdapter<NodeServerContext>(handle));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
