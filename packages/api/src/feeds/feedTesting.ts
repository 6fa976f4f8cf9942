import type { TestApi } from '../testing/testApi';

/** The fields of an import a test reads. */
export const IMPORT_FIELDS = `id status rowCount encoding delimiter headers error cancelRequested
  plan { counts { created updated unchanged skipped rejected } unmappedRequired { key label } newReferences { field label count names } }
  counts { created updated unchanged skipped rejected } referencesCreated
  progress { done total waiting rate secondsLeft }
  undoCounts { reverted kept keptReferences { recordType label note } }
  suggestedSettings { mapping { column header field } matchBy onMatch missingReferences } savedSettingsUsed`;

export interface ImportView {
  id: string;
  status: string;
  rowCount: number;
  encoding: string;
  delimiter: string;
  headers: string[];
  error: string | null;
  plan: {
    counts: Record<string, number>;
    unmappedRequired: { key: string; label: string }[];
    newReferences: { field: string; label: string; count: number; names: string[] }[];
  } | null;
  counts: Record<string, number> | null;
  referencesCreated: number;
  progress: { done: number; total: number; waiting: boolean; rate: number | null; secondsLeft: number | null } | null;
  undoCounts: {
    reverted: number;
    kept: number;
    keptReferences: { recordType: string; label: string; note: string }[];
  } | null;
  suggestedSettings: { mapping: { column: number; header: string; field: string | null }[]; matchBy: string[] };
  savedSettingsUsed: boolean;
}

/** Uploads a file as the person holding `token`; answers the HTTP status and JSON body. */
export async function uploadFeed(
  api: TestApi,
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  query: Record<string, string>,
  token = api.adminToken,
) {
  const response = await api.api.handle(
    new Request(`http://localhost:4999/api/v1/feeds/imports?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
      // A stream has no length to declare: the server counts what arrives.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
  );
  return {
    status: response.status,
    json: (await response.json()) as {
      import?: { id: string };
      errors?: { message: string; extensions: { code: string } }[];
    },
  };
}

export async function importView(api: TestApi, id: string, token = api.adminToken): Promise<ImportView> {
  const result = await api.request<{ feedImport: ImportView }>(
    `query($id: ID!) { feedImport(id: $id) { ${IMPORT_FIELDS} } }`,
    { id },
    token,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.feedImport;
}

/** Waits until the import's phase is over (no fixed sleep: polls what a person would watch). */
export async function settled(api: TestApi, id: string, timeoutMs = 60_000): Promise<ImportView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = await importView(api, id);
    if (!['CHECKING', 'APPLYING', 'UNDOING'].includes(view.status)) return view;
    if (Date.now() > deadline) throw new Error(`Import ${id} still ${view.status} after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the dry run with the suggested mapping (or `mapping`), and waits for its plan. */
export async function check(
  api: TestApi,
  id: string,
  settings: Record<string, unknown> = {},
  token = api.adminToken,
): Promise<ImportView> {
  const view = await importView(api, id, token);
  const mapping = view.suggestedSettings.mapping.map(({ column, field }) => ({ column, field }));
  const result = await api.request(
    `mutation($id: ID!, $settings: FeedImportSettingsInput!) { checkFeedImport(id: $id, settings: $settings) { id } }`,
    { id, settings: { mapping, ...settings } },
    token,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return settled(api, id);
}

export async function mutate(api: TestApi, name: string, id: string, token = api.adminToken) {
  return api.request<Record<string, { id: string; status: string }>>(
    `mutation($id: ID!) { ${name}(id: $id) { ${name === 'discardFeedImport' ? 'statusCode message' : 'id status'} } }`,
    { id },
    token,
  );
}

/** Uploads, checks and applies a file, and waits for the apply to finish. */
export async function importFile(api: TestApi, csv: string, query: Record<string, string>, settings = {}) {
  const uploaded = await uploadFeed(api, csv, query);
  if (!uploaded.json.import) throw new Error(JSON.stringify(uploaded.json));
  const id = uploaded.json.import.id;
  await check(api, id, settings);
  const applied = await mutate(api, 'applyFeedImport', id);
  if (applied.errors) throw new Error(JSON.stringify(applied.errors));
  return settled(api, id);
}

/** Downloads a list export through the bearer-token endpoint. */
export async function exportCsv(
  api: TestApi,
  list: string,
  body: Record<string, unknown> = {},
  token = api.adminToken,
) {
  const response = await api.api.handle(
    new Request(`http://localhost:4999/api/v1/feeds/export/${list}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, text: new TextDecoder().decode(bytes), headers: response.headers };
}
