import { useLiveRecord, type RecordType } from '@deals/admin-core';
import { Button, FormNote } from '@deals/ui';
import { recordKinds } from './historyEntries';

export interface LiveRecordNoteProps {
  recordType: RecordType;
  id: string;
  /** The version the form loaded: only newer changes by someone else are told. */
  loadedVersion: number | null | undefined;
  /** Opens what changed (the record's history, a comparison) before the person saves over it. */
  onReview: () => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Above an edit form: "Ada Admin changed this brand at 10:41. Review their changes before you save." once someone
 * else saved the record after it was loaded (or deleted it). Nothing otherwise, or with live updates off.
 */
export function LiveRecordNote({ recordType, id, loadedVersion, onReview }: LiveRecordNoteProps) {
  const change = useLiveRecord(recordType, id, loadedVersion);
  if (!change) return null;
  const noun = recordKinds[recordType].noun.toLowerCase();
  const who = change.by?.name ?? 'Someone';
  const when = timeFormat.format(new Date(change.at));
  return (
    <FormNote
      role="status"
      action={
        change.kind === 'DELETE' ? undefined : (
          <Button variant="secondary" size="sm" onPress={onReview}>
            Review changes
          </Button>
        )
      }
    >
      {change.kind === 'DELETE'
        ? `${who} deleted this ${noun} at ${when}. Saving will not bring it back.`
        : `${who} changed this ${noun} at ${when}. Review their changes before you save.`}
    </FormNote>
  );
}
