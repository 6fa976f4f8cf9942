import {
  historyTimelineEntry,
  isRestorableType,
  useAccess,
  useHistoryEnabled,
  useRecordChanges,
  useRecordHistory,
  useRestoreRecordVersion,
  type HistoryEntry,
  type RecordType,
  type Resource,
} from '@deals/admin-core';
import { Button, Card, HistoryTimeline, Pagination, useToaster } from '@deals/ui';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { recordKinds, recordTypeOf } from './historyEntries';
import { useReloadForm } from './LoadedEntity';
import { RestoreConfirmation } from './RestoreConfirmation';

const PER_PAGE = 10;

/** The History card of an edit screen: the record's changes, newest first, and "Restore to before this change". */
export function RecordHistoryPanel({
  resource,
  id,
  onRestored,
}: {
  resource: Resource;
  id: string;
  /** The form forgets its unsaved draft: it starts over from the restored record. */
  onRestored?: () => void;
}) {
  const enabled = useHistoryEnabled();
  const recordType = recordTypeOf(resource);
  // Without the capability (a §7-only backend) or for a kind the history does not know, there is nothing to show.
  // A sale's edit route is keyed by slug, not by the id its history is filed under.
  if (!enabled || !recordType || recordType === 'SALE') return null;
  return <HistoryCard recordType={recordType} id={id} onRestored={onRestored} />;
}

function HistoryCard({ recordType, id, onRestored }: { recordType: RecordType; id: string; onRestored?: () => void }) {
  const [page, setPage] = useState(1);
  const history = useRecordHistory({ recordType, recordId: id, page, perPage: PER_PAGE });
  const restore = useRestoreRecordVersion();
  const access = useAccess();
  const toaster = useToaster();
  const reloadForm = useReloadForm();
  const [confirming, setConfirming] = useState<{ entry: HistoryEntry; newer: number } | null>(null);
  const kind = recordKinds[recordType];
  const canRestore = isRestorableType(recordType) && access.can('update', kind.resource);
  // Someone else's change to this record (or a delete elsewhere that changed it) is its newest entry: the card shows
  // it, so "Latest" and "Undo this change" stay on the change that made the record as it is. The person's own
  // saves evict the cached history already.
  const refetchHistory = history.status === 'success' ? history.refetch : null;
  useRecordChanges([recordType], (change, { byMe }) => {
    if (!byMe && change.id === id) refetchHistory?.();
  });

  async function restoreVersion(entry: HistoryEntry, expectedVersion: number) {
    const outcome = await restore.run({ entry, expectedVersion });
    if (!outcome.ok) {
      toaster.error(`The ${kind.noun.toLowerCase()} was not restored`, outcome.message);
      throw new Error(outcome.message);
    }
    // The restore's own entry names the record as it is now, not as it was after the change being undone.
    toaster.success('Version restored', outcome.data.entry.recordLabel);
    setConfirming(null);
    setPage(1);
    // The record's query has refetched: the form starts over from the restored values.
    onRestored?.();
    reloadForm?.();
  }

  return (
    <Card title="History">
      <HistoryTimeline
        status={history.status === 'success' ? 'ready' : history.status}
        errorMessage={history.status === 'error' ? history.message : undefined}
        onRetry={history.status === 'error' ? history.retry : undefined}
        entries={
          history.status === 'success'
            ? history.data.items.map((entry, index) => {
                // API README "Restore": a restore puts back the state before the entry's change, and is itself an entry.
                const newer = (page - 1) * PER_PAGE + index;
                return {
                  ...historyTimelineEntry(entry),
                  tag: newer === 0 ? 'Latest' : undefined,
                  actions:
                    canRestore && entry.restorable ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={<RotateCcw size={14} />}
                        onPress={() => setConfirming({ entry, newer })}
                      >
                        {newer === 0 ? 'Undo this change' : 'Restore to before this change'}
                      </Button>
                    ) : undefined,
                };
              })
            : undefined
        }
      />
      {history.status === 'success' && history.data.count > PER_PAGE ? (
        <Pagination
          page={page}
          pageSize={PER_PAGE}
          total={history.data.count}
          onPageChange={setPage}
          itemNouns={{ one: 'change', other: 'changes' }}
        />
      ) : null}
      {confirming ? (
        <RestoreConfirmation
          // A fresh preview for each entry: never the previous one's while the next loads.
          key={confirming.entry.id}
          recordType={recordType}
          entry={confirming.entry}
          newer={confirming.newer}
          onClose={() => setConfirming(null)}
          onConfirm={(expectedVersion) => restoreVersion(confirming.entry, expectedVersion)}
        />
      ) : null}
    </Card>
  );
}
