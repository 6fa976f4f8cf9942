import autocannon from 'autocannon';

/** The GraphQL requests the API step replays: bodies exactly as the built app sent them, and the trivial floor. */
export interface ApiBodies {
  whoAmI: string;
  brandList: string;
  productList: string;
}

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

export type ApiFigures = Record<keyof ApiBodies, Throughput>;

const CONNECTIONS = 10;
const SECONDS = 5;

/** One request first: a body that answers an error would otherwise be measured as a fast success. */
async function checkAnswers(url: string, headers: Record<string, string>, body: string) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const answer = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!response.ok || answer.errors?.length || !answer.data)
    throw new Error(`${body.slice(0, 80)}… answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
}

/** Requests per second and latency at 10 concurrent clients (autocannon, keep-alive), after a 1 s warm-up. */
async function load(url: string, headers: Record<string, string>, body: string): Promise<Throughput> {
  await checkAnswers(url, headers, body);
  const options = { url, method: 'POST' as const, headers, body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors)
    throw new Error(`${body.slice(0, 80)}…: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** `whoAmI`, the brand list and the products list, one after the other, against a running API. */
export async function measureApi(api: string, accessToken: string, bodies: ApiBodies): Promise<ApiFigures> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  const url = `${api}/graphql`;
  return {
    whoAmI: await load(url, headers, bodies.whoAmI),
    brandList: await load(url, headers, bodies.brandList),
    productList: await load(url, headers, bodies.productList),
  };
}
