import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WhoAmIDocument } from '../domains/session/operations.generated';
import { FindBrandsDocument, UpdateBrandDocument } from '../domains/brands/operations.generated';
import { memoryStorage } from '../session/storage';
import { expiredToken } from '../testing/jwt';
import { startInProcessApi } from '../testing/inProcessApi';
import { createAdminClient } from './createAdminClient';
import { ERRORS_SHOWN_BY_CALLER } from './links/errorLink';

describe('the admin client against the real API', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;
  let session: { accessToken: string; refreshToken: string };

  beforeAll(async () => {
    server = await startInProcessApi({ seed: { products: 20 } });
  });
  afterAll(() => server.api.close());
  afterEach(() => {
    server.calls.length = 0;
    vi.restoreAllMocks();
  });

  const clientWith = async (tokens: Record<string, string>, onSessionEnded = vi.fn()) => {
    const storage = memoryStorage(tokens);
    const admin = createAdminClient({ uri: server.uri, fetch: server.fetch, storage, onSessionEnded });
    return { ...admin, storage, onSessionEnded };
  };

  it('sends requests carrying a bearer authorization header with the access token', async () => {
    session = await server.api.login();
    const { client } = await clientWith({ ...session });
    const { data } = await client.query({ query: WhoAmIDocument });
    expect(data?.whoAmI.email).toBe('admin@example.com');
    expect(server.calls[0]).toMatchObject({ operationName: 'WhoAmI', authorization: `Bearer ${session.accessToken}` });
  });

  it('posts a JSON body of exactly query, operationName and variables (spec §7)', async () => {
    session = await server.api.login();
    const bodies: Record<string, unknown>[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return server.fetch(input, init);
    };
    const { client } = createAdminClient({ uri: server.uri, fetch: recordingFetch, storage: memoryStorage(session) });
    await client.query({ query: FindBrandsDocument, variables: { limit: 2 }, fetchPolicy: 'no-cache' });
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0] ?? {}).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(bodies[0]).toMatchObject({ operationName: 'FindBrands', variables: { limit: 2 } });
  });

  it('sends the request without an authorization header when no access token is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, onSessionEnded } = await clientWith({});
    await expect(client.query({ query: WhoAmIDocument })).rejects.toThrow('Forbidden');
    expect(server.calls[0]?.authorization).toBeNull();
    // Signed out before and after: no session to end, and a reload would send the same request again (a loop).
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('exchanges an expired access token for a new pair before the request, and stores both', async () => {
    const fresh = await server.api.login();
    const { client, storage } = await clientWith({ accessToken: expiredToken(), refreshToken: fresh.refreshToken });
    const { data } = await client.query({ query: WhoAmIDocument, fetchPolicy: 'no-cache' });
    expect(data?.whoAmI.id).toBe('1');
    expect(server.calls.map((call) => call.operationName)).toEqual(['RefreshToken', 'WhoAmI']);
    expect(server.calls[0]?.authorization).toBe(`Bearer ${fresh.refreshToken}`);
    expect(storage.get('refreshToken')).not.toBe(fresh.refreshToken);
    expect(server.calls[1]?.authorization).toBe(`Bearer ${storage.get('accessToken')}`);
  });

  it('100 concurrent requests with an expired token share exactly one refresh, and all 100 succeed', async () => {
    const fresh = await server.api.login();
    const { client } = await clientWith({ accessToken: expiredToken(), refreshToken: fresh.refreshToken });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        client.query({ query: FindBrandsDocument, variables: { skip: index % 40, limit: 1 }, fetchPolicy: 'no-cache' }),
      ),
    );
    expect(server.count('RefreshToken')).toBe(1);
    expect(results.filter((result) => result.data?.findBrands.items.length === 1)).toHaveLength(100);
  });

  it('a rejected refresh ends in one clean logout: tokens cleared, the session-ended action run once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, storage, onSessionEnded } = await clientWith({
      accessToken: expiredToken(),
      refreshToken: 'revoked-or-forged',
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.query({ query: WhoAmIDocument, fetchPolicy: 'no-cache' })),
    );
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(server.count('RefreshToken')).toBe(1);
    expect(server.count('WhoAmI')).toBe(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
  });

  it('a Forbidden answering a request sent before the person signed in leaves the new session alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage({});
    const onSessionEnded = vi.fn();
    const session = await server.api.login();
    // The person signs in (in this tab) while a request sent signed out is still on its way.
    const signingInMeanwhile: typeof fetch = async (input, init) => {
      const answer = await server.fetch(input, init);
      storage.set('refreshToken', session.refreshToken);
      storage.set('accessToken', session.accessToken);
      return answer;
    };
    const { client } = createAdminClient({ uri: server.uri, fetch: signingInMeanwhile, storage, onSessionEnded });
    await expect(client.query({ query: WhoAmIDocument })).rejects.toThrow('Forbidden');
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.get('accessToken')).toBe(session.accessToken);
    expect(storage.get('refreshToken')).toBe(session.refreshToken);
  });

  it('a GraphQL error Forbidden clears both tokens and runs the session-ended action (a reload by default)', async () => {
    const editor = await server.api.login('editor@example.com', 'editor-password');
    const { client, storage, onSessionEnded } = await clientWith({ ...editor });
    await server.api.asAdmin(`mutation { updateUser(id: "2", input: { active: false }) { id } }`);
    await expect(client.query({ query: WhoAmIDocument, fetchPolicy: 'no-cache' })).rejects.toThrow('Forbidden');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    await server.api.asAdmin(`mutation { updateUser(id: "2", input: { active: true }) { id } }`);
  });

  it('other GraphQL errors are logged to the console and published, and the session stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, errors, storage, onSessionEnded } = await clientWith({ ...(await server.api.login()) });
    const published = vi.fn();
    errors.subscribe(published);
    await expect(
      client.mutate({ mutation: UpdateBrandDocument, variables: { id: '1', input: { title: '' } } }),
    ).rejects.toThrow('Title is required.');
    expect(error).toHaveBeenCalledWith('[GraphQL error] UpdateBrand: Title is required.');
    expect(published).toHaveBeenCalledWith({
      kind: 'graphql',
      message: 'Title is required.',
      operationName: 'UpdateBrand',
      field: 'title',
      code: 'BAD_USER_INPUT',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.get('accessToken')).not.toBeNull();
  });

  it('errors the caller shows itself are logged but not published', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, errors } = await clientWith({ ...(await server.api.login()) });
    const published = vi.fn();
    errors.subscribe(published);
    await expect(
      client.mutate({
        mutation: UpdateBrandDocument,
        variables: { id: '1', input: { title: '' } },
        context: { [ERRORS_SHOWN_BY_CALLER]: true },
      }),
    ).rejects.toThrow('Title is required.');
    expect(error).toHaveBeenCalledWith('[GraphQL error] UpdateBrand: Title is required.');
    expect(published).not.toHaveBeenCalled();
  });

  it('network errors are logged and published', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = createAdminClient({
      uri: server.uri,
      storage: memoryStorage(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const published = vi.fn();
    admin.errors.subscribe(published);
    await expect(admin.client.query({ query: WhoAmIDocument })).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledWith('[Network error] WhoAmI: Failed to fetch');
    expect(published).toHaveBeenCalledWith({ kind: 'network', message: 'Failed to fetch', operationName: 'WhoAmI' });
  });

  it('strips __typename from variables', async () => {
    const { client } = await clientWith({ ...(await server.api.login()) });
    const { data } = await client.query({ query: FindBrandsDocument, variables: { limit: 1 } });
    const brand = data!.findBrands.items[0]!;
    await client.mutate({
      mutation: UpdateBrandDocument,
      variables: { id: brand.id, input: { title: brand.title, active: brand.active, metadata: brand.metadata } },
    });
    const sent = server.calls.find((call) => call.operationName === 'UpdateBrand')!.variables as {
      input: { metadata: Record<string, unknown> };
    };
    expect(brand.metadata).toHaveProperty('__typename', 'Metadata');
    expect(sent.input.metadata).not.toHaveProperty('__typename');
  });
});
