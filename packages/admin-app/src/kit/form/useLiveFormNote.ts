import { useLiveRecord, type LiveRecordChange, type Resource } from '@deals/admin-core';
import { useEffect, useState } from 'react';
import { recordTypeOf } from '../historyEntries';
import { useRefetchEntity } from '../LoadedEntity';

/**
 * Someone else saved this record since the form loaded it (live updates): fetches theirs, which an untouched form then
 * shows and a form with unsaved changes offers to review. Answers the change the note should name, if any: it stays
 * after an untouched form took their version (it says so), until the person saves past it.
 */
export function useLiveFormNote(resource: Resource, id: string | undefined, formVersion: number | undefined) {
  const liveChange = useLiveRecord(id ? recordTypeOf(resource) : undefined, id, formVersion);
  const refetchEntity = useRefetchEntity();
  const changedVersion = liveChange && liveChange.kind !== 'DELETE' ? liveChange.version : null;
  useEffect(() => {
    if (changedVersion !== null) refetchEntity?.();
  }, [changedVersion, refetchEntity]);
  const [noticed, setNoticed] = useState<LiveRecordChange | null>(null);
  if (liveChange && (liveChange.version !== noticed?.version || liveChange.kind !== noticed.kind)) {
    setNoticed(liveChange);
  }
  return noticed && (noticed.kind === 'DELETE' || (noticed.version ?? 0) >= (formVersion ?? 0)) ? noticed : null;
}
