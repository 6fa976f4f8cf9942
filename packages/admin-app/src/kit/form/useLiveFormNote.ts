import {
  useLiveRecord,
  type EntityFormController,
  type LiveRecordChange,
  type RecordStamp,
  type Resource,
} from '@deals/admin-core';
import { useEffect, useState } from 'react';
import { recordTypeOf } from '../historyEntries';
import { useRefetchEntity } from '../LoadedEntity';

/** Which change it is: its version, or its time for a kind without versions (a job). */
const changeKey = (change: LiveRecordChange) => `${change.kind} ${change.version ?? change.at}`;

/**
 * Someone else saved this record since the form loaded it (live updates): fetches theirs, which an untouched form then
 * shows and a form with unsaved changes offers to review. Answers the change the note should name, if any: it stays
 * after an untouched form took their version (it says so), until the person saves past it.
 *
 * Another record's delete that emptied a reference of this one (its category), with nothing else changed since the
 * form loaded, is taken in under the person's unsaved changes so their next save works: reviewing would only offer
 * them a value that can no longer be saved. The note then says what happened.
 */
export function useLiveFormNote<Draft extends object>(
  resource: Resource,
  id: string | undefined,
  form: Pick<EntityFormController<Draft>, 'version' | 'newerLoaded' | 'absorb'>,
  loadedVersion: number | undefined,
  /** The record as last loaded: a reread when the stream opens finds a save the stream could not have sent. */
  loaded: RecordStamp | undefined,
) {
  const formVersion = form.version;
  const refetchEntity = useRefetchEntity();
  const liveChange = useLiveRecord(
    id ? recordTypeOf(resource) : undefined,
    id,
    formVersion,
    refetchEntity ? { reread: refetchEntity, current: loaded } : undefined,
  );
  const changed = liveChange && liveChange.kind !== 'DELETE' ? changeKey(liveChange) : null;
  useEffect(() => {
    if (changed !== null) refetchEntity?.();
  }, [changed, refetchEntity]);
  const causedOnly =
    liveChange?.cause != null &&
    form.newerLoaded &&
    loadedVersion === (formVersion ?? 0) + 1 &&
    liveChange.version === loadedVersion;
  const { absorb } = form;
  useEffect(() => {
    if (causedOnly) absorb();
  }, [causedOnly, absorb]);
  const [noticed, setNoticed] = useState<LiveRecordChange | null>(null);
  if (liveChange && (!noticed || changeKey(liveChange) !== changeKey(noticed))) {
    setNoticed(liveChange);
  }
  return noticed && (noticed.kind === 'DELETE' || (noticed.version ?? 0) >= (formVersion ?? 0)) ? noticed : null;
}
