import { useState } from 'react';
import type { RecordType } from '../graphql/types.generated';
import type { RecordChange } from './liveFeed';
import { useRecordChanges } from './useRecordChanges';

/** `cause` is set when another record's change made this one (its category was deleted). */
export type LiveRecordChange = Pick<RecordChange, 'by' | 'at' | 'version' | 'kind' | 'cause'>;

/**
 * The latest change someone else made to the record an edit screen loaded at `loadedVersion` — newer than it, or
 * its deletion — so the screen can say "Ada Admin changed this brand at 10:41" before the person saves. Null while
 * nobody has (or with the `live` option off).
 */
export function useLiveRecord(
  /** Left out (a new record, a kind without history), nothing is watched. */
  recordType: RecordType | undefined,
  id: string | null | undefined,
  loadedVersion: number | null | undefined,
): LiveRecordChange | null {
  const [latest, setLatest] = useState<RecordChange | null>(null);
  useRecordChanges(recordType ? [recordType] : [], (change, { byMe }) => {
    if (byMe || change.id !== id) return;
    setLatest(change);
  });
  if (!latest || latest.id !== id || latest.recordType !== recordType) return null;
  // A kind without versions (a job) has nothing to compare: a change heard after the screen loaded it is news.
  const newer = latest.kind === 'DELETE' || latest.version == null || latest.version > (loadedVersion ?? 0);
  if (!newer) return null;
  const { by, at, version, kind, cause } = latest;
  return { by, at, version, kind, cause };
}
