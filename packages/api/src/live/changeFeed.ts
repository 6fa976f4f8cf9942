import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { Database } from '../db/database';
import { HISTORY_ACTIONS, type HistoryAction } from '../history/historyLog';
import { RECORD_TYPES, type RecordType } from '../history/recordTypes';

/** What migration 050's trigger sends for each history entry: who changed which record, never its contents. */
export interface RecordChangeEvent {
  recordType: RecordType;
  id: string;
  version: number | null;
  kind: HistoryAction;
  by: { id: string; name: string } | null;
  at: string;
}

export const RECORD_CHANGED_CHANNEL = 'record_changed';
/** An import moved on: `{ schema, id }` (feeds/historyBatch.ts sends it). */
export const FEED_IMPORT_CHANNEL = 'feed_import_changed';

/**
 * Open streams allowed at once (LIVE_STREAMS_PER_PERSON, LIVE_STREAMS_PER_PROCESS). A tab holds one, so ten covers a
 * person's tabs and devices, all their logins together: counted per login, one person with 201 logins held all 2,000
 * slots. The process cap guards memory.
 */
export type SubscriptionLimits = { perPerson: number; perProcess: number };

/**
 * The last tenth of the process cap goes only to people holding no stream yet: whoever fills the rest, a person who
 * has none can still open one.
 */
export const reservedForNewcomers = (limits: SubscriptionLimits) => Math.ceil(limits.perProcess / 10);

/** How long a client refused for capacity should wait before it asks again. */
export const CAPACITY_RETRY_SECONDS = 30;

interface NotifyPayload {
  schema: string;
  recordType: string;
  id: string;
  version: number | null;
  kind: string;
  byId: string | null;
  byName: string;
  at: string;
}

function eventOf(payload: string, schema: string | undefined): RecordChangeEvent | null {
  let parsed: NotifyPayload;
  try {
    parsed = JSON.parse(payload) as NotifyPayload;
  } catch {
    return null;
  }
  // Channels are per database: parallel test runs on one server each listen to their own schema's changes only.
  if (schema && parsed.schema !== schema) return null;
  if (
    !RECORD_TYPES.includes(parsed.recordType as RecordType) ||
    !HISTORY_ACTIONS.includes(parsed.kind as HistoryAction)
  )
    return null;
  return {
    recordType: parsed.recordType as RecordType,
    id: parsed.id,
    version: parsed.version ?? null,
    kind: parsed.kind as HistoryAction,
    by: parsed.byId ? { id: parsed.byId, name: parsed.byName } : null,
    at: new Date(parsed.at).toISOString(),
  };
}

/** Why a stream was refused: the person already has their share open, or the process has no room. */
export class TooManySubscriptions extends Error {
  constructor(
    readonly reason: 'person' | 'process',
    readonly limit: number,
  ) {
    super(reason === 'person' ? `at most ${limit} streams per person` : `at most ${limit} streams per process`);
  }
}

/**
 * One LISTEN per API process, fanned out to its subscribers through yoga's pubsub. The database delivers a
 * notification only when the change commits, to every process listening, so replicas on one PostgreSQL (or the
 * embedded database) all hear every change.
 */
export function createChangeFeed(db: Database, limits: SubscriptionLimits) {
  // Every open stream listens on this target: Node's leak warning (past 10 listeners) would be noise here.
  const eventTarget = new EventTarget();
  setMaxListeners(limits.perProcess + 1, eventTarget);
  const pubsub = createPubSub<{ recordChanged: [RecordChangeEvent]; feedImportChanged: [{ id: string }] }>({
    eventTarget,
  });
  let stopImportListening: (() => Promise<void>) | null = null;
  const openByPerson = new Map<string, number>();
  let open = 0;
  let stopListening: (() => Promise<void>) | null = null;
  const closers = new Set<() => void>();

  return {
    async start() {
      stopListening ??= await db.listen(RECORD_CHANGED_CHANNEL, (payload) => {
        const event = eventOf(payload, db.isolationSchema);
        if (event) pubsub.publish('recordChanged', event);
      });
      // An import's progress (feeds/historyBatch.ts): `{ schema, id }` once per batch and status change.
      stopImportListening ??= await db.listen(FEED_IMPORT_CHANNEL, (payload) => {
        const parsed = JSON.parse(payload) as { schema?: string; id?: string };
        if (parsed.id && !(db.isolationSchema && parsed.schema !== db.isolationSchema)) {
          pubsub.publish('feedImportChanged', { id: parsed.id });
        }
      });
    },
    /** Every change as it is committed; end the iteration to stop. */
    changes: () => pubsub.subscribe('recordChanged'),
    /** Every import that moved on (a batch, a status), as its id. */
    importChanges: () => pubsub.subscribe('feedImportChanged'),
    /**
     * Counts one open stream against the person's share and the process's cap; throws `TooManySubscriptions` past
     * either. `onClose` is called when the feed shuts down (a draining process ends its streams).
     */
    acquire(person: string, onClose: () => void): () => void {
      const mine = openByPerson.get(person) ?? 0;
      if (mine >= limits.perPerson) throw new TooManySubscriptions('person', limits.perPerson);
      const room = mine === 0 ? limits.perProcess : limits.perProcess - reservedForNewcomers(limits);
      if (open >= room) throw new TooManySubscriptions('process', limits.perProcess);
      openByPerson.set(person, mine + 1);
      open += 1;
      closers.add(onClose);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        closers.delete(onClose);
        open -= 1;
        const left = (openByPerson.get(person) ?? 1) - 1;
        if (left > 0) openByPerson.set(person, left);
        else openByPerson.delete(person);
      };
    },
    get openCount() {
      return open;
    },
    /** Ends every open stream (they complete, so clients subscribe again elsewhere) and stops listening. */
    async close() {
      for (const close of [...closers]) close();
      await stopListening?.();
      stopListening = null;
      await stopImportListening?.();
      stopImportListening = null;
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
