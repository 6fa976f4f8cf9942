import { historyLinesOf, useRestorePreview, type HistoryEntry, type RecordType } from '@deals/admin-core';
import { ConfirmDialog, formatDateTime, HistoryChanges, Skeleton } from '@deals/ui';
import { recordKinds } from './historyEntries';

export interface RestoreConfirmationProps {
  recordType: RecordType;
  entry: HistoryEntry;
  /** How many changes were made after this one (0: it is the latest). */
  newer: number;
  onClose: () => void;
  /** Restores, expecting the version the preview was made at. */
  onConfirm: (expectedVersion: number) => Promise<void>;
}

/**
 * "Restore to before this change", confirmed: what the record goes back to, and each field as it is now → as the
 * restore leaves it (the API's preview runs the restore and rolls it back, so this is exactly what will happen).
 * Nothing to change, or a restore the API would refuse, leaves only Close.
 */
export function RestoreConfirmation({ recordType, entry, newer, onClose, onConfirm }: RestoreConfirmationProps) {
  const preview = useRestorePreview(entry.id);
  const noun = recordKinds[recordType].noun.toLowerCase();
  const change = `${entry.userName}'s change of ${formatDateTime(entry.occurredAt)}`;
  const ready = preview.status === 'success' ? preview.data : null;
  const lines = ready ? historyLinesOf({ recordType, ...ready }) : [];
  const canRestore = ready !== null && ready.problem === null && lines.length > 0;

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={canRestore ? () => onConfirm(ready.version) : undefined}
    >
      {/* The dialog's body spaces its paragraphs. */}
      <p>
        {newer === 0
          ? `This undoes the latest change: the ${noun} goes back to how it was before ${change}.`
          : `The ${noun} goes back to how it was before ${change}. ${newer === 1 ? 'The change made after it is' : `The ${newer} changes made after it are`} undone too.`}
      </p>
      {preview.status === 'loading' ? <Skeleton lines={3} label="Loading what the restore changes" /> : null}
      {preview.status === 'error' ? (
        <p role="alert">What the restore would change could not be loaded: {preview.message}</p>
      ) : null}
      {ready && ready.problem ? <p role="alert">It cannot be restored now: {ready.problem}</p> : null}
      {ready && !ready.problem && lines.length === 0 ? (
        <p>The {noun} is already like this: restoring would change nothing.</p>
      ) : null}
      {ready && lines.length > 0 ? (
        <>
          <p>Each field as it is now → after the restore:</p>
          <HistoryChanges changes={lines} maxChanges={12} sides={{ before: 'now', after: 'after the restore' }} />
        </>
      ) : null}
      {ready?.lost.map((lost) => (
        <p key={`${lost.recordType}:${lost.id}`}>
          {recordKinds[lost.recordType].noun} &quot;{lost.label}&quot; was deleted since: that field stays empty.
        </p>
      ))}
      {canRestore ? <p>Every change stays in the history.</p> : null}
    </ConfirmDialog>
  );
}
