import { createServer, type Server } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import { requestContext } from './auth/session';
import type { Services } from './context';
import { buildSchema } from './graphql/schema';
import { serveMedia } from './media/fileServer';
import { handleUpload } from './media/uploadEndpoint';

/**
 * The whole API as one fetch handler: `POST /graphql`, the ImageKit-compatible upload endpoint and the media
 * files it serves. Tests call `handle` in-process; `main.ts` puts it behind Node's HTTP server.
 */
export function createApi(services: Services, options: { mediaRoot: string }) {
  const yoga = createYoga<Record<string, unknown>>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    cors: { origin: services.config.corsOrigins, credentials: false, methods: ['POST', 'GET', 'OPTIONS'] },
    context: ({ request }) => requestContext(services, request.headers.get('authorization')),
    logging: 'warn',
  });

  const cors = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    if (!origin || !services.config.corsOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-expose-headers': 'content-type, content-length',
      vary: 'origin',
    };
  };

  async function route(request: Request, pathname: string): Promise<Response> {
    if (pathname === '/api/v1/files/upload' && request.method === 'POST') {
      return handleUpload(request, services, options.mediaRoot);
    }
    if (pathname.startsWith('/media/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveMedia(request, services.db, options.mediaRoot);
    }
    if (pathname === '/health') return Response.json({ status: 'ok' });
    return new Response('Not found', { status: 404 });
  }

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') return yoga.fetch(request);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors(request) });
    let response: Response;
    try {
      response = await route(request, pathname);
    } catch (error) {
      // Never a stack trace to the client: log it here, answer a plain 500 the browser may read (CORS below).
      console.error(`${request.method} ${pathname} failed`, error);
      response = Response.json({ message: 'Internal server error' }, { status: 500 });
    }
    for (const [name, value] of Object.entries(cors(request))) response.headers.set(name, value);
    return response;
  }

  return { handle };
}

export function listen(handle: (request: Request) => Promise<Response>, port: number): Promise<Server> {
  const server = createServer(createServerAdapter(handle));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
