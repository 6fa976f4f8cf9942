import { useState } from 'react';
import type { RecordType } from '../graphql/types.generated';
import type { RecordChange } from './liveFeed';
import { useRecordChanges } from './useRecordChanges';

/** `cause` is set when another record's change made this one (its category was deleted). */
export type LiveRecordChange = Pick<RecordChange, 'by' | 'at' | 'version' | 'kind' | 'cause'>;

/** What the screen last read of the record: its version, who wrote it and when (the `versions` capability). */
export interface RecordStamp {
  version?: number | null;
  updatedBy?: { id: string; name: string } | null;
  updatedAt?: string | null;
}

export interface LiveRecordCatchUp {
  /**
   * Reads the record again. Called each time the stream opens: a save committed between the screen's read and the
   * server starting to listen (or while a dropped stream was away) is never sent as a change.
   */
  reread: () => void;
  /** The record as last read; a newer version someone else wrote, found by a reread, is answered as their change. */
  current: RecordStamp | null | undefined;
}

/**
 * The latest change someone else made to the record an edit screen loaded at `loadedVersion` — newer than it, or
 * its deletion — so the screen can say "Ada Admin changed this brand at 10:41" before the person saves. Null while
 * nobody has (or with the `live` option off). With `catchUp`, a change the stream could not have sent (made before
 * it opened) is found by reading the record again and answered the same way.
 */
export function useLiveRecord(
  /** Left out (a new record, a kind without history), nothing is watched. */
  recordType: RecordType | undefined,
  id: string | null | undefined,
  loadedVersion: number | null | undefined,
  catchUp?: LiveRecordCatchUp,
): LiveRecordChange | null {
  const [latest, setLatest] = useState<RecordChange | null>(null);
  /**
   * Set when a stream opened and the record was read again: who is signed in, and the version the screen held then
   * (a newer one the reread finds is news even once the form has taken it in).
   */
  const [reread, setReread] = useState<{ userId: string | null; since: number } | null>(null);
  useRecordChanges(
    recordType ? [recordType] : [],
    (change, { byMe }) => {
      if (byMe || change.id !== id) return;
      setLatest(change);
    },
    (context) => {
      if (!catchUp) return;
      setReread({ userId: context.userId, since: catchUp.current?.version ?? loadedVersion ?? 0 });
      catchUp.reread();
    },
  );
  const heard = latest && latest.id === id && latest.recordType === recordType ? latest : null;
  const found = reread ? changeFoundByReread(catchUp?.current, reread) : null;
  // A kind without versions (a job) has nothing to compare: a change heard after the screen loaded it is news.
  const heardNews =
    heard && (heard.kind === 'DELETE' || heard.version == null || heard.version > (loadedVersion ?? 0)) ? heard : null;
  // Whichever tells of the newer version (a deletion heard wins: the record is gone).
  const change =
    found && (!heardNews || (heardNews.kind !== 'DELETE' && (heardNews.version ?? 0) < (found.version ?? 0)))
      ? found
      : heardNews;
  if (!change) return null;
  const { by, at, version, kind, cause } = change;
  return { by, at, version, kind, cause };
}

/**
 * The record as read again, as a change, when it is newer than the screen held when the stream opened and someone
 * else wrote it (a version by the person is their own save).
 */
function changeFoundByReread(
  current: RecordStamp | null | undefined,
  { userId, since }: { userId: string | null; since: number },
): LiveRecordChange | null {
  if (!current || current.version == null || current.version <= since) return null;
  if (!current.updatedBy || current.updatedBy.id === userId) return null;
  return {
    by: current.updatedBy,
    at: current.updatedAt ?? new Date().toISOString(),
    version: current.version,
    kind: 'UPDATE',
    cause: null,
  };
}
