import recordings from './fixtures.generated.json';
import { recordingKey, type Recording } from './recording';

/**
 * How the recorded API answers a screen's own requests (the session's WhoAmI and MyAccess always answer as recorded,
 * so the shell is there around every state): as recorded, never (loading), with an error (the load failed), with
 * every list emptied (nothing yet), refusing every update as a colleague's newer save (CONFLICT), or as recorded with
 * the live feed then telling of a colleague's save of the record the screen loaded.
 */
export type LinkState = 'recorded' | 'pending' | 'failing' | 'empty' | 'conflict' | 'live';

const SESSION_OPERATIONS = new Set(['WhoAmI', 'MyAccess']);

/** A recorded answer with its lists emptied and its counts at zero: what the API answers before anything exists. */
function emptied(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'number' && /^(count|total\w*)$/.test(key)) return 0;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, emptied(entry, name)]));
  }
  return value;
}

/** The record a form loaded, as a colleague saved it a minute later: one version on, another title, their name. */
function savedByAColleague(record: Record<string, unknown>) {
  const title = ['title', 'name', 'label'].find((field) => typeof record[field] === 'string');
  return {
    ...record,
    ...(title ? { [title]: `${String(record[title])} (updated)` } : {}),
    version: typeof record.version === 'number' ? record.version + 1 : 2,
    updatedAt: new Date(Date.now() - 60_000).toISOString(),
    updatedBy: { id: '2', name: 'Eli Editor' },
  };
}

/** `BannerCarousel` → `BANNER_CAROUSEL`, the schema's RecordType (a by-id `CategoryDetail` is a `CATEGORY`). */
const recordTypeOf = (record: Record<string, unknown>) =>
  String(record.__typename ?? '')
    .replace(/Detail$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase();

/** The live feed's one event (spec's server-sent events): a colleague saved `record`, one version on. */
function colleaguesSaveStream(record: Promise<Record<string, unknown>>): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const loaded = await record;
      const change = {
        __typename: 'RecordChange',
        recordType: recordTypeOf(loaded),
        id: loaded.id,
        version: typeof loaded.version === 'number' ? loaded.version + 1 : null,
        kind: 'UPDATE',
        by: { __typename: 'UserRef', id: '2', name: 'Eli Editor' },
        at: new Date(Date.now() - 60_000).toISOString(),
      };
      const event = `event: next\ndata: ${JSON.stringify({ data: { recordChanged: change } })}\n\n`;
      // The stream stays open, as the server's does, until the screen leaves.
      controller.enqueue(new TextEncoder().encode(event));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** The one record in a by-id or by-slug answer (`{ data: { findBrandById: {…} } }`). */
function loadedRecord(operationName: string, response: Recording['response']) {
  if (!/^Find\w+By(Id|Slug)$/.test(operationName)) return null;
  const record = Object.values((response.data ?? {}) as Record<string, unknown>)[0];
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : null;
}

export interface FixtureFetch {
  fetch: typeof fetch;
  /** Every operation the stories' screens sent, in order (for play tests that count requests). */
  sent: { operationName: string; variables: unknown }[];
}

/**
 * The screen stories' GraphQL transport: the real admin-core client posts as usual and gets the API's recorded
 * answer for that operation and those variables. A request nobody recorded answers an error naming it, so a
 * story shows (and its play test fails on) what is missing.
 */
export function createFixtureFetch(extra: Recording[] = [], state: LinkState = 'recorded'): FixtureFetch {
  // A Map keeps the last entry of a key: the story's own answers come last so they win over the shared ones.
  const all = [...(recordings as Recording[]), ...extra];
  const exact = new Map(
    all.map((recording) => [recordingKey(recording.operationName, recording.variables), recording]),
  );
  const byName = new Map(all.filter((recording) => recording.anyVariables).map((r) => [r.operationName, r]));
  const sent: FixtureFetch['sent'] = [];
  let lastRecord: Record<string, unknown> | null = null;
  let recordLoaded: (record: Record<string, unknown>) => void = () => undefined;
  const firstRecord = new Promise<Record<string, unknown>>((resolve) => (recordLoaded = resolve));

  const fixtureFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: unknown };
    sent.push({ operationName: body.operationName, variables: body.variables });
    const recording = exact.get(recordingKey(body.operationName, body.variables)) ?? byName.get(body.operationName);
    if (recording?.held) return new Promise<Response>(() => undefined);
    if (!SESSION_OPERATIONS.has(body.operationName)) {
      if (state === 'pending') return new Promise<Response>(() => undefined);
      if (state === 'failing') {
        return Response.json({
          errors: [{ message: 'The service is unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        });
      }
      if (state === 'empty' && recording) return Response.json(emptied(recording.response));
      if (state === 'conflict' && /^Update/.test(body.operationName) && lastRecord) {
        const current = savedByAColleague(lastRecord);
        return Response.json({
          errors: [
            {
              message: 'Someone else saved this record since you opened it.',
              extensions: { code: 'CONFLICT', recordType: recordTypeOf(lastRecord), current },
            },
          ],
        });
      }
      if (state === 'live' && body.operationName === 'RecordChanged') return colleaguesSaveStream(firstRecord);
    }
    if (recording) lastRecord = loadedRecord(body.operationName, recording.response) ?? lastRecord;
    if (lastRecord) recordLoaded(lastRecord);
    if (!recording) {
      const message = `No recorded answer for ${recordingKey(body.operationName, body.variables)}`;
      console.warn(message);
      return Response.json({ errors: [{ message }] });
    }
    // Pictures keep their recorded http addresses, which storyMedia.ts answers in the browser.
    return Response.json(recording.response);
  };
  return { fetch: fixtureFetch as typeof fetch, sent };
}
