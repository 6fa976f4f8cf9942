import { labelledSvg } from '@deals/api/fixtures';
import recordings from './fixtures.generated.json';
import { recordingKey, type Recording } from './recording';

const PALETTE = ['#7c3aed', '#2563eb', '#0d9488', '#d97706', '#db2777', '#4f46e5'];

/** The seed's images live on the recording API's disk: stories draw the same labelled pictures in place. */
function mediaPicture(path: string): string {
  const name = decodeURIComponent(path.split('/').pop() ?? 'image').replace(/\.[a-z]+$/i, '');
  const label = name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  const color = PALETTE[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length]!;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(labelledSvg(label, color, 400, 300))}`;
}

function withPictures(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = /^https?:\/\/[^/]+\/media\/(.+)$/.exec(value);
    return match ? mediaPicture(match[1]!) : value;
  }
  if (Array.isArray(value)) return value.map(withPictures);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withPictures(entry)]));
  }
  return value;
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
export function createFixtureFetch(extra: Recording[] = []): FixtureFetch {
  // A Map keeps the last entry of a key: the story's own answers come last so they win over the shared ones.
  const all = [...(recordings as Recording[]), ...extra];
  const exact = new Map(
    all.map((recording) => [recordingKey(recording.operationName, recording.variables), recording]),
  );
  const byName = new Map(all.filter((recording) => recording.anyVariables).map((r) => [r.operationName, r]));
  const sent: FixtureFetch['sent'] = [];

  const fixtureFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: unknown };
    sent.push({ operationName: body.operationName, variables: body.variables });
    const recording = exact.get(recordingKey(body.operationName, body.variables)) ?? byName.get(body.operationName);
    if (!recording) {
      const message = `No recorded answer for ${recordingKey(body.operationName, body.variables)}`;
      console.warn(message);
      return Response.json({ errors: [{ message }] });
    }
    return Response.json(withPictures(recording.response));
  };
  return { fetch: fixtureFetch as typeof fetch, sent };
}
