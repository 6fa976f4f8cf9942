import type { Role } from '@deals/domain/access';
import { FEED_EMPTY_PROBLEM } from '@deals/domain/rules';
import { GraphQLError } from 'graphql';
import { identifyCaller, requestContext } from '../auth/session';
import type { Services } from '../context';
import { clientAddressOf, type NodeServerContext } from '../http/clientAddress';
import { DOWNLOAD_PATH, verifyDownloadLink, type DownloadRequest } from './downloadLinks';
import { exportStream } from './exportList';
import { textProblem } from '../graphql/requestGuards';
import { requireManage, requireRead } from './feedAccess';
import { FeedFileProblem, FEED_DELIMITERS, FEED_ENCODINGS, openFeed, tooLarge } from './feedFile';
import { feedEntityName } from './feedEntities';
import { importRepository } from './importRepository';
import { ingestFeed } from './ingestFeed';
import { rejectedRowsStream } from './rejectedRows';

export const UPLOAD_PATH = '/api/v1/feeds/imports';
const EXPORT_PREFIX = '/api/v1/feeds/export/';
const REJECTED = /^\/api\/v1\/feeds\/imports\/(\d+)\/rejected\.csv$/;

/** A refusal in the shape of a GraphQL error, so clients read every answer of the API the same way. */
function refusal(status: number, message: string, code: string, field?: string): Response {
  return Response.json({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] }, { status });
}

const STATUS_OF: Record<string, number> = { FORBIDDEN: 401, PERMISSION_DENIED: 403, NOT_FOUND: 404 };

/** The API's errors as HTTP answers; anything else is the caller's 500. */
function answerError(error: unknown): Response {
  if (error instanceof FeedFileProblem) return refusal(error.status, error.message, error.code);
  if (error instanceof GraphQLError) {
    const code = String(error.extensions.code ?? 'BAD_USER_INPUT');
    return refusal(STATUS_OF[code] ?? 400, error.message, code, error.extensions.field as string | undefined);
  }
  throw error;
}

function csvResponse(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}

/** Who is calling with a bearer token: the signed-in, active person, or Forbidden. */
async function personOf(services: Services, request: Request, serverContext: NodeServerContext) {
  const address = clientAddressOf(request, serverContext, services.config.trustProxy);
  const caller = await identifyCaller(services, request.headers.get('authorization'), address);
  const user = await requestContext(services, caller).currentUser();
  return { id: user.id, name: user.name, role: user.role as Role };
}

/**
 * Uploads a feed: the body is the file itself (any content type), the query names what it is —
 * `entity` (product, brand, store, category), `feedName`, `fileName`, and optionally `encoding` and `delimiter`.
 * The file is refused from its Content-Length before anything is read, and while it streams past the limit.
 */
async function upload(services: Services, request: Request, serverContext: NodeServerContext): Promise<Response> {
  const declared = request.headers.get('content-length');
  const limits = services.config.feedLimits;
  if (declared !== null && Number(declared) > limits.bytes) throw tooLarge(limits.bytes);
  const person = await personOf(services, request, serverContext);
  const query = new URL(request.url).searchParams;
  // Every parameter is text the database stores or compares: a NUL or a novel's length is refused by name.
  for (const [name, value] of query) {
    const problem = textProblem(value);
    if (problem) return refusal(400, problem, 'BAD_USER_INPUT', name);
  }
  const entity = feedEntityName(query.get('entity') ?? '');
  requireManage(person, { entity, createdById: person.id });
  const fileName = (query.get('fileName') ?? '').trim().slice(0, 200) || 'feed.csv';
  const feedName = (query.get('feedName') ?? '').trim().slice(0, 120) || fileName.replace(/\.[^.]*$/, '');
  const encoding = query.get('encoding');
  const delimiter = query.get('delimiter');
  if (encoding && encoding !== 'auto' && !(FEED_ENCODINGS as readonly string[]).includes(encoding)) {
    return refusal(400, `Choose one of these encodings: ${FEED_ENCODINGS.join(', ')}.`, 'BAD_USER_INPUT', 'encoding');
  }
  if (delimiter && delimiter !== 'auto' && !(FEED_DELIMITERS as readonly string[]).includes(delimiter)) {
    return refusal(400, 'The delimiter is a comma, a semicolon or a tab.', 'BAD_USER_INPUT', 'delimiter');
  }
  if (!request.body) throw new FeedFileProblem('FEED_EMPTY', FEED_EMPTY_PROBLEM);
  const id = await importRepository.create(services.db, {
    entity,
    feedName,
    fileName,
    user: person,
  });
  try {
    const feed = await openFeed(
      request.body as unknown as AsyncIterable<Uint8Array>,
      {
        encoding: encoding && encoding !== 'auto' ? (encoding as never) : null,
        delimiter: delimiter && delimiter !== 'auto' ? (delimiter as never) : null,
      },
      limits.bytes,
    );
    const read = await ingestFeed(services.db, id, feed, limits.rows);
    await importRepository.finishUpload(services.db, id, {
      ...read,
      encoding: feed.encoding,
      delimiter: feed.delimiter,
    });
  } catch (error) {
    // Nothing of a refused file is kept.
    await importRepository.remove(services.db, id);
    throw error;
  }
  const record = await importRepository.byId(services.db, id);
  return Response.json(
    {
      import: {
        id,
        status: record.status,
        rowCount: record.rowCount,
        headers: record.headers,
        encoding: record.encoding,
        delimiter: record.delimiter,
      },
    },
    { status: 201 },
  );
}

async function download(services: Services, request: DownloadRequest, person: { id: string; role: Role }) {
  if (request.kind === 'rejected') {
    const record = await importRepository.byId(services.db, request.importId);
    requireRead(person, record.entity);
    return csvResponse(rejectedRowsStream(services.db, record), `${record.feedName}-rejected-rows.csv`);
  }
  const { body, fileName } = await exportStream(services.db, person.role, request);
  return csvResponse(body, fileName);
}

/** What an export asks for: the list's arguments in the query string (GET) or a JSON body (POST). */
async function exportRequestOf(request: Request, list: string): Promise<DownloadRequest> {
  if (request.method === 'POST') {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object')
      throw new FeedFileProblem('BAD_USER_INPUT', 'Send the list arguments as JSON.');
    return {
      kind: 'export',
      list,
      search: body.search as string,
      sort: body.sort,
      filter: body.filter,
      ids: body.ids as string[],
    };
  }
  const query = new URL(request.url).searchParams;
  const json = (name: string) => {
    const text = query.get(name);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FeedFileProblem('BAD_USER_INPUT', `${name} must be JSON.`);
    }
  };
  return {
    kind: 'export',
    list,
    search: query.get('search'),
    sort: json('sort'),
    filter: json('filter'),
    ids: query.get('ids')?.split(',').filter(Boolean) ?? null,
  };
}

/** The feed routes: upload, download by signed link, export and rejected rows by bearer token; null for any other. */
export async function feedRoute(
  services: Services,
  request: Request,
  pathname: string,
  serverContext: NodeServerContext,
): Promise<Response | null> {
  try {
    if (pathname === UPLOAD_PATH && request.method === 'POST') return await upload(services, request, serverContext);
    if (pathname === DOWNLOAD_PATH && request.method === 'GET') {
      const link = await verifyDownloadLink(services.config, new URL(request.url).searchParams.get('token') ?? '');
      if (!link) return refusal(401, 'This download link has expired. Ask for the file again.', 'LINK_EXPIRED');
      const caller = { bearer: null, access: link.access, clientAddress: '' };
      const user = await requestContext(services, caller).currentUser();
      return await download(services, link.request, { id: user.id, role: user.role as Role });
    }
    if (pathname.startsWith(EXPORT_PREFIX) && (request.method === 'GET' || request.method === 'POST')) {
      const person = await personOf(services, request, serverContext);
      return await download(services, await exportRequestOf(request, pathname.slice(EXPORT_PREFIX.length)), person);
    }
    const rejected = REJECTED.exec(pathname);
    if (rejected && request.method === 'GET') {
      const person = await personOf(services, request, serverContext);
      return await download(services, { kind: 'rejected', importId: rejected[1]! }, person);
    }
    return null;
  } catch (error) {
    return answerError(error);
  }
}
