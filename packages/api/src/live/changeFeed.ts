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

/** Open streams allowed at once: a tab holds one, so ten covers a person's tabs; the process cap guards memory. */
export const SUBSCRIPTION_LIMITS = { perSession: 10, perProcess: 2000 } as const;

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

/** What `announceSessionsEnded` sends on the same channel: sessions of this user ended (auth/sessionEnd.ts). */
interface SessionsEndedPayload {
  schema: string;
  sessionsEndedOf: string;
}

type FeedEvent = { kind: 'record'; event: RecordChangeEvent } | { kind: 'sessionsEnded'; userId: string };

function feedEventOf(payload: string, schema: string | undefined): FeedEvent | null {
  let parsed: NotifyPayload | SessionsEndedPayload;
  try {
    parsed = JSON.parse(payload) as NotifyPayload | SessionsEndedPayload;
  } catch {
    return null;
  }
  // Channels are per database: parallel test runs on one server each listen to their own schema's changes only.
  if (schema && parsed.schema !== schema) return null;
  if ('sessionsEndedOf' in parsed) return { kind: 'sessionsEnded', userId: String(parsed.sessionsEndedOf) };
  const event = eventOf(parsed);
  return event ? { kind: 'record', event } : null;
}

function eventOf(parsed: NotifyPayload): RecordChangeEvent | null {
  if (!(parsed.recordType in RECORD_TYPES) || !HISTORY_ACTIONS.includes(parsed.kind as HistoryAction)) return null;
  return {
    recordType: parsed.recordType as RecordType,
    id: parsed.id,
    version: parsed.version ?? null,
    kind: parsed.kind as HistoryAction,
    by: parsed.byId ? { id: parsed.byId, name: parsed.byName } : null,
    at: new Date(parsed.at).toISOString(),
  };
}

export class TooManySubscriptions extends Error {}

/**
 * One LISTEN per API process, fanned out to its subscribers through yoga's pubsub. The database delivers a
 * notification only when the change commits, to every process listening, so replicas on one PostgreSQL (or the
 * embedded database) all hear every change.
 */
export function createChangeFeed(
  db: Database,
  limits: { perSession: number; perProcess: number } = SUBSCRIPTION_LIMITS,
) {
  // Every open stream listens on this target: Node's leak warning (past 10 listeners) would be noise here.
  const eventTarget = new EventTarget();
  setMaxListeners(limits.perProcess + 1, eventTarget);
  const pubsub = createPubSub<{ recordChanged: [RecordChangeEvent]; sessionsEnded: [string] }>({ eventTarget });
  const openBySession = new Map<string, number>();
  let open = 0;
  let stopListening: (() => Promise<void>) | null = null;
  const closers = new Set<() => void>();

  return {
    async start() {
      stopListening ??= await db.listen(RECORD_CHANGED_CHANNEL, (payload) => {
        const feedEvent = feedEventOf(payload, db.isolationSchema);
        if (feedEvent?.kind === 'record') pubsub.publish('recordChanged', feedEvent.event);
        if (feedEvent?.kind === 'sessionsEnded') pubsub.publish('sessionsEnded', feedEvent.userId);
      });
    },
    /** Every change as it is committed; end the iteration to stop. */
    changes: () => pubsub.subscribe('recordChanged'),
    /** The ids of users some of whose sessions just ended (a password change, a sign-out, a role change). */
    sessionsEnded: () => pubsub.subscribe('sessionsEnded'),
    /**
     * Counts one open stream against the session's and the process's caps; throws `TooManySubscriptions` past
     * either. `onClose` is called when the feed shuts down (a draining process ends its streams).
     */
    acquire(session: string, onClose: () => void): () => void {
      const mine = openBySession.get(session) ?? 0;
      if (mine >= limits.perSession || open >= limits.perProcess) throw new TooManySubscriptions();
      openBySession.set(session, mine + 1);
      open += 1;
      closers.add(onClose);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        closers.delete(onClose);
        open -= 1;
        const left = (openBySession.get(session) ?? 1) - 1;
        if (left > 0) openBySession.set(session, left);
        else openBySession.delete(session);
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
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
