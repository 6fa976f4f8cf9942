import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FindBrandsDocument } from '../domains/brands/operations.generated';
import { memoryStorage } from '../session/storage';
import { expiredToken } from '../testing/jwt';
import { startInProcessApi } from '../testing/inProcessApi';
import { createAdminClient } from './createAdminClient';
import { preloadQuery } from './preloadQuery';

describe('preloading a screen’s first query', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 5 } });
  });
  afterAll(() => server.api.close());
  afterEach(() => {
    server.calls.length = 0;
  });

  const coreWith = (tokens: Record<string, string>) => {
    const storage = memoryStorage(tokens);
    return { ...createAdminClient({ uri: server.uri, fetch: server.fetch, storage }), storage };
  };
  const variables = { limit: 3, sort: { field: 'TITLE' as const, order: 'ASC' as const } };
  const listCalls = () => server.calls.filter((call) => call.operationName === 'FindBrands');

  it('asks once: the screen’s own query, sent while the preload is in flight, shares its request', async () => {
    const core = coreWith(await server.api.login());
    preloadQuery(core, FindBrandsDocument, variables);
    const { data } = await core.client.query({ query: FindBrandsDocument, variables });
    expect(data?.findBrands.items).toHaveLength(3);
    expect(listCalls()).toHaveLength(1);
  });

  it('leaves the answer in the cache, where the screen finds it without a request', async () => {
    const core = coreWith(await server.api.login());
    preloadQuery(core, FindBrandsDocument, variables);
    await expect.poll(() => core.client.readQuery({ query: FindBrandsDocument, variables })).not.toBeNull();
    await core.client.query({ query: FindBrandsDocument, variables });
    expect(listCalls()).toHaveLength(1);
  });

  it('sends nothing without a session: no tokens, or a refresh token that has expired', async () => {
    preloadQuery(coreWith({}), FindBrandsDocument, variables);
    const { accessToken } = await server.api.login();
    preloadQuery(coreWith({ accessToken, refreshToken: expiredToken() }), FindBrandsDocument, variables);
    // A preload that were sent would be in the API's log by now: the next request goes after it.
    await coreWith(await server.api.login()).client.query({ query: FindBrandsDocument, variables: { limit: 1 } });
    expect(listCalls().map((call) => call.operationName)).toEqual(['FindBrands']);
  });
});
