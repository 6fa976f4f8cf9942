import type { Browser } from 'playwright';
import { createAdminClient } from '../packages/admin-core/src/client/createAdminClient';
import { FindBrandsDocument } from '../packages/admin-core/src/domains/brands/operations.generated';
import { memoryStorage } from '../packages/admin-core/src/session/storage';
import { watchNetwork } from './lib/browser';
import { storeTokensScript } from './lib/session';

interface Sent {
  operationName: string;
  variables: string;
}

const duplicates = (sent: Sent[]) =>
  sent.length - new Set(sent.map((request) => `${request.operationName} ${request.variables}`)).size;

/** GraphQL requests for brand list → edit → back, in the built app against the API. */
export async function listEditBack(
  browser: Browser,
  appOrigin: string,
  tokens: { accessToken: string; refreshToken: string },
) {
  const context = await browser.newContext();
  await context.addInitScript(storeTokensScript(tokens));
  const page = await context.newPage();
  const network = watchNetwork(page);
  let sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown };
    sent.push({ operationName: body.operationName ?? '?', variables: JSON.stringify(body.variables ?? {}) });
  });
  const step = async (action: () => Promise<unknown>) => {
    sent = [];
    await action();
    await network.settled();
    return { requests: sent.map((request) => request.operationName), duplicates: duplicates(sent) };
  };
  const rows = page.getByRole('grid', { name: 'Brands' }).getByRole('row');
  const list = await step(async () => {
    await page.goto(`${appOrigin}/brands`);
    await rows.nth(25).waitFor();
  });
  const edit = await step(async () => {
    await page.getByRole('grid', { name: 'Brands' }).getByRole('rowheader').first().click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
  });
  const back = await step(async () => {
    await page.goBack();
    await rows.nth(25).waitFor();
  });
  await context.close();
  return { list, edit, back };
}

/** An unsigned token whose expiry has passed: the client must refresh before using it. */
function expiredAccessToken() {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: 1 })}.expired`;
}

/** 100 queries at once with an expired access token, through admin-core's client: how many refreshes go out. */
export async function concurrentRefresh(api: string, refreshToken: string) {
  const operations: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    operations.push(body.operationName ?? '?');
    return fetch(input, init);
  };
  const { client } = createAdminClient({
    uri: `${api}/graphql`,
    fetch: countingFetch,
    storage: memoryStorage({ accessToken: expiredAccessToken(), refreshToken }),
    onSessionEnded: () => undefined,
  });
  const results = await Promise.allSettled(
    Array.from({ length: 100 }, (_, index) =>
      client.query({ query: FindBrandsDocument, variables: { skip: index % 40, limit: 1 }, fetchPolicy: 'no-cache' }),
    ),
  );
  return {
    queries: 100,
    succeeded: results.filter((result) => result.status === 'fulfilled').length,
    refreshes: operations.filter((name) => name === 'RefreshToken').length,
    requests: operations.length,
  };
}
