import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../bootstrap';
import { loadConfig, type ApiConfig } from '../config';
import { DEMO_ADMIN, type SeedOptions } from '../seed/seed';
import { openTestDatabase } from './testDatabase';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/**
 * The real API in-process on a fresh database: requests go through the same fetch handler as in production,
 * so tests exercise CORS, the session guard, validation and SQL together.
 */
export async function startTestApi(
  options: { seed?: SeedOptions | false; config?: Partial<ApiConfig>; withMedia?: boolean } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'deals-api-test-'));
  const config = {
    ...(await loadConfig({ API_DATA_DIR: dataDir, PORT: '4999', RUN_SCHEDULER: 'false' })),
    ...options.config,
  };
  const app = await bootstrap(config, {
    db: await openTestDatabase(),
    // Generating the ~200 demo images is the slow part of seeding: only the tests that look at them ask for it.
    seed:
      options.seed === false
        ? false
        : { products: 60, ...(options.withMedia ? {} : { mediaRoot: undefined }), ...options.seed },
  });

  async function request<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphQLResponse<Data>> {
    const response = await app.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as GraphQLResponse<Data>;
  }

  async function login(email = DEMO_ADMIN.email, password = DEMO_ADMIN.password) {
    const result = await request<{ login: { accessToken: string; refreshToken: string } }>(
      `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken } }`,
      { email, password },
    );
    if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login;
  }

  /** Runs as the signed-in admin and fails loudly on any GraphQL error. */
  async function asAdmin<Data = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const result = await request<Data>(query, variables, adminToken);
    if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
    return result.data as Data;
  }

  const adminToken = options.seed === false ? '' : (await login()).accessToken;

  return { ...app, config, request, login, asAdmin, adminToken };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** The first error's message and field, for asserting what a person would read next to the input. */
export function firstError(result: GraphQLResponse) {
  const error = result.errors?.[0];
  return { message: error?.message, field: error?.extensions?.field, code: error?.extensions?.code };
}
