import { conflictReviewFields, type EntityFormController, type LiveRecordChange } from '@deals/admin-core';
import { Button, ConflictReview, FormNote, ReadOnlyNote } from '@deals/ui';
import { LiveRecordNote } from '../LiveRecordNote';

/**
 * What the form says above its fields: read-only for this person, a draft kept from an earlier visit, a colleague's
 * save seen live, or a refused stale save to review (Keep mine, Take theirs, Save merged).
 */
export function FormNotices<Draft extends object>({
  form,
  noun,
  editing,
  saveRefusal,
  liveNote,
  fieldLabels,
  onWrite,
  onTakeTheirs,
}: {
  form: EntityFormController<Draft>;
  noun: string;
  editing: boolean;
  saveRefusal: string | null;
  liveNote: LiveRecordChange | null;
  fieldLabels: Partial<Record<string, string>>;
  onWrite: (send: () => ReturnType<EntityFormController<Draft>['submit']>) => void;
  onTakeTheirs: () => void;
}) {
  const lowerNoun = noun.toLowerCase();
  return (
    <>
      {saveRefusal ? <ReadOnlyNote>You can view this {lowerNoun} but not change it.</ReadOnlyNote> : null}
      {form.restoredDraft && !saveRefusal ? (
        <FormNote
          role="status"
          action={
            <Button size="sm" variant="secondary" onPress={form.discard}>
              Discard them
            </Button>
          }
        >
          Your unsaved changes from an earlier visit are back. Save them, or discard them to see the {lowerNoun} as it
          is{editing ? ' now' : ''}.
        </FormNote>
      ) : null}
      {liveNote && !form.conflict ? (
        <LiveRecordNote
          noun={lowerNoun}
          change={liveNote}
          keptChanges={form.isDirty}
          shown={!form.newerLoaded && form.version === liveNote.version}
          onReview={form.newerLoaded ? () => form.review({ by: liveNote.by, at: liveNote.at }) : null}
        />
      ) : null}
      {form.conflict ? (
        <ConflictReview
          // A newer conflict (a third save while reviewing) starts its choices afresh.
          key={form.conflict.version}
          noun={lowerNoun}
          changedBy={form.conflict.by?.name ?? null}
          changedAt={form.conflict.at}
          fields={conflictReviewFields(form.conflict, fieldLabels)}
          isPending={form.pending}
          onKeepMine={() => onWrite(form.keepMine)}
          onTakeTheirs={onTakeTheirs}
          onSaveMerged={(choices) => onWrite(() => form.merge(choices))}
        />
      ) : null}
    </>
  );
}
