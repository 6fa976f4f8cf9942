/** The attacker's only tool: HTTP. A GraphQL answer with its status, as any client sees it. */
export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; retryAfterSeconds?: number; [key: string]: unknown };
}
export interface Answer<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: Data | null;
  errors?: GraphQLError[];
}

export interface Request {
  query: string;
  variables?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
}

export async function post<Data = Record<string, unknown>>(origin: string, request: Request): Promise<Answer<Data>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...request.headers,
    },
    body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
  });
  return answerOf<Data>(response);
}

export async function answerOf<Data>(response: Response): Promise<Answer<Data>> {
  const text = await response.text();
  let body: { data?: Data | null; errors?: GraphQLError[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

export function codes(answer: Pick<Answer, 'errors'>): string[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code ?? `message:${error.message}`);
}

/** Fails with the whole answer when it carries an error: setup steps must not silently half-work. */
export function dataOf<Data>(answer: Answer<Data>, what: string): Data {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.errors ?? answer.data)}`);
  }
  return answer.data;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken } }';

export async function login(origin: string, email: string, password: string): Promise<Answer<{ login: Tokens }>> {
  return post<{ login: Tokens }>(origin, { query: LOGIN, variables: { email, password } });
}

export async function signIn(origin: string, email: string, password: string): Promise<Tokens> {
  return dataOf(await login(origin, email, password), `sign-in of ${email}`).login;
}

export async function refresh(origin: string, refreshToken: string): Promise<Answer<{ refreshTokens: Tokens }>> {
  return post<{ refreshTokens: Tokens }>(origin, {
    query: 'mutation { refreshTokens { accessToken refreshToken } }',
    token: refreshToken,
  });
}

export async function whoAmI(origin: string, token: string | undefined): Promise<Answer<{ whoAmI: { id: string } }>> {
  return post<{ whoAmI: { id: string } }>(origin, { query: '{ whoAmI { id } }', token });
}

/** True when the answer is the signed-out refusal the schema promises: exactly `Forbidden`, no data. */
export function isForbidden(answer: Answer<unknown>): boolean {
  return !answer.data && (answer.errors ?? []).length > 0 && answer.errors!.every((e) => e.message === 'Forbidden');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
