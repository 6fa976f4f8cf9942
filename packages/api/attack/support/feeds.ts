import { attackContext } from './context';
import { dataOf, post } from './client';

/**
 * The feed upload as the app sends it, found from the outside (README "Permissions" names import and export, but
 * documents no upload route): `POST /api/v1/feeds/imports?entity=brand&feedName=…` with the CSV as the body.
 */
export const FEED_UPLOAD_PATH = '/api/v1/feeds/imports';

export interface FeedUploadAnswer {
  status: number;
  body: { import?: { id: string; status: string; rowCount: number }; errors?: { extensions?: { code?: string } }[] };
}

export async function uploadFeed(
  token: string | undefined,
  entity: string,
  csv: string | Uint8Array,
  feedName = 'attack feed',
  headers: Record<string, string> = {},
): Promise<FeedUploadAnswer> {
  const url = `${attackContext().origin}${FEED_UPLOAD_PATH}?entity=${encodeURIComponent(entity)}&feedName=${encodeURIComponent(feedName)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof csv === 'string' ? csv : new Blob([new Uint8Array(csv)]),
  });
  const text = await response.text();
  let body: FeedUploadAnswer['body'];
  try {
    body = JSON.parse(text) as FeedUploadAnswer['body'];
  } catch {
    body = { errors: [{ extensions: { code: `not JSON: ${text.slice(0, 100)}` } }] };
  }
  return { status: response.status, body };
}

/** Uploads a feed that must be taken (setup steps fail loudly), answering the import's id. */
export async function uploadedFeed(token: string, entity: string, csv: string, feedName?: string): Promise<string> {
  const answer = await uploadFeed(token, entity, csv, feedName);
  if (answer.status !== 201 || !answer.body.import) throw new Error(`Feed upload failed: ${JSON.stringify(answer)}`);
  return answer.body.import.id;
}

export interface FeedImportState {
  id: string;
  status: string;
  canManage: boolean;
  counts: { created: number; rejected: number } | null;
}

const FEED_IMPORT = '{ id status canManage counts { created rejected } }';

export async function feedImport(token: string, id: string): Promise<FeedImportState> {
  const answer = await post<{ feedImport: FeedImportState }>(attackContext().origin, {
    query: `query ($id: ID!) { feedImport(id: $id) ${FEED_IMPORT} }`,
    variables: { id },
    token,
  });
  return dataOf(answer, `feedImport ${id}`).feedImport;
}

/** Polls the import (its phases run as jobs) until it reaches one of the statuses: what the app's screen waits for. */
export async function waitForFeed(token: string, id: string, statuses: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await feedImport(token, id);
    if (statuses.includes(state.status)) return state;
    if (Date.now() > deadline) throw new Error(`Import ${id} stayed ${state.status}, expected ${statuses.join('/')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Maps the file's columns to fields by position, checks and applies it; answers the applied import. */
export async function appliedFeed(token: string, id: string, fields: string[]): Promise<FeedImportState> {
  const { origin } = attackContext();
  const mapping = fields.map((field, column) => ({ column, field }));
  dataOf(
    await post(origin, {
      query: 'mutation ($id: ID!, $s: FeedImportSettingsInput!) { checkFeedImport(id: $id, settings: $s) { status } }',
      variables: { id, s: { mapping } },
      token,
    }),
    `checkFeedImport ${id}`,
  );
  await waitForFeed(token, id, ['CHECKED']);
  dataOf(
    await post(origin, {
      query: 'mutation ($id: ID!) { applyFeedImport(id: $id) { status } }',
      variables: { id },
      token,
    }),
    `applyFeedImport ${id}`,
  );
  return waitForFeed(token, id, ['APPLIED']);
}

export async function downloadLink(token: string, input: Record<string, unknown>) {
  return post<{ feedDownloadLink: { url: string; expiresAt: string } }>(attackContext().origin, {
    query: 'mutation ($input: FeedDownloadInput!) { feedDownloadLink(input: $input) { url expiresAt } }',
    variables: { input },
    token,
  });
}
