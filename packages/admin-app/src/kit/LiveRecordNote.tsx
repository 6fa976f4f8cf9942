import { recordNoun, type LiveRecordChange } from '@deals/admin-core';
import { Button, FormNote, formatTimeOfDay } from '@deals/ui';

export interface LiveRecordNoteProps {
  /** "brand". */
  noun: string;
  /** Someone else's change to the record since the form loaded it (`useLiveRecord`). */
  change: LiveRecordChange;
  /** The form already shows their version (it had no unsaved changes, or took in a change caused elsewhere). */
  shown: boolean;
  /** The person's unsaved changes are still in the form. */
  keptChanges?: boolean;
  /** Shows theirs beside the person's unsaved changes (the form's conflict review); null until theirs is loaded. */
  onReview: (() => void) | null;
}

/**
 * Above an edit form once someone else saved (or deleted) the record after it was loaded: "Ada Admin changed this
 * brand at 10:41." An untouched form already shows their version; one with unsaved changes offers to review theirs
 * before saving. A change another record's delete made ("Ada Admin deleted this product's category") is taken into
 * the form either way.
 */
export function LiveRecordNote({ noun, change, shown, keptChanges = false, onReview }: LiveRecordNoteProps) {
  const who = change.by?.name ?? 'Someone';
  const when = formatTimeOfDay(change.at);
  if (change.cause && change.kind !== 'DELETE' && shown) {
    return (
      <FormNote role="status">
        {causedChangeText(who, noun, change.cause)} at {when}. The form shows the {noun} without it
        {keptChanges ? ', with your unsaved changes kept.' : '.'}
      </FormNote>
    );
  }
  if (change.kind === 'DELETE') {
    return (
      <FormNote role="status">
        {who} deleted this {noun} at {when}. Saving will not bring it back.
      </FormNote>
    );
  }
  return (
    <FormNote
      role="status"
      action={
        onReview ? (
          <Button variant="secondary" size="sm" onPress={onReview}>
            Review changes
          </Button>
        ) : undefined
      }
    >
      {shown
        ? `${who} changed this ${noun} at ${when}. The form shows their version.`
        : `${who} changed this ${noun} at ${when}. Review their changes before you save.`}
    </FormNote>
  );
}

/**
 * "Ada Admin deleted this product's category": another record's delete changed this one. Deleted products leave the
 * lists that held them (sales, carousels); every other delete empties a reference.
 */
function causedChangeText(who: string, noun: string, cause: NonNullable<LiveRecordChange['cause']>): string {
  const causeNoun = recordNoun(cause.recordType).toLowerCase();
  const verb = cause.kind === 'DELETE' || cause.kind === 'BULK_DELETE' ? 'deleted' : 'changed';
  return cause.recordType === 'PRODUCT'
    ? `${who} ${verb} a ${causeNoun} of this ${noun}`
    : `${who} ${verb} this ${noun}'s ${causeNoun}`;
}
