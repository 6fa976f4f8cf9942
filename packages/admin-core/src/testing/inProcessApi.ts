import { startTestApi } from '@deals/api/testing';

/** The real reference API in-process, and a fetch that reaches it and counts requests by operation name. */
export async function startInProcessApi(options: Parameters<typeof startTestApi>[0] = {}) {
  const api = await startTestApi(options);
  const calls: {
    operationName: string | undefined;
    authorization: string | null;
    variables: unknown;
    query: string;
  }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/graphql') {
      const body = (await request.clone().json()) as { operationName?: string; variables?: unknown; query: string };
      calls.push({
        operationName: body.operationName,
        authorization: request.headers.get('authorization'),
        variables: body.variables,
        query: body.query,
      });
    }
    return api.api.handle(request);
  };
  return {
    api,
    fetch: fetchImpl,
    calls,
    uri: 'http://localhost:4999/graphql',
    count: (operationName: string) => calls.filter((call) => call.operationName === operationName).length,
  };
}
