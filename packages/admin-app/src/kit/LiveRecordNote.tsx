import type { LiveRecordChange } from '@deals/admin-core';
import { Button, FormNote, formatTimeOfDay } from '@deals/ui';

export interface LiveRecordNoteProps {
  /** "brand". */
  noun: string;
  /** Someone else's change to the record since the form loaded it (`useLiveRecord`). */
  change: LiveRecordChange;
  /** The form already shows their version (it had no unsaved changes). */
  shown: boolean;
  /** Shows theirs beside the person's unsaved changes (the form's conflict review); null until theirs is loaded. */
  onReview: (() => void) | null;
}

/**
 * Above an edit form once someone else saved (or deleted) the record after it was loaded: "Ada Admin changed this
 * brand at 10:41." An untouched form already shows their version; one with unsaved changes offers to review theirs
 * before saving.
 */
export function LiveRecordNote({ noun, change, shown, onReview }: LiveRecordNoteProps) {
  const who = change.by?.name ?? 'Someone';
  const when = formatTimeOfDay(change.at);
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
