import {
  historyTimelineEntry,
  isRestorableType,
  useAccess,
  useHistoryEnabled,
  useRecordHistory,
  useRestoreRecordVersion,
  type HistoryEntry,
  type RecordType,
  type Resource,
} from '@deals/admin-core';
import { Button, Card, ConfirmDialog, HistoryTimeline, Pagination, useToaster } from '@deals/ui';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { recordKinds, recordTypeOf } from './historyEntries';
import { useReloadForm } from './LoadedEntity';

const PER_PAGE = 10;

/** The History card of an edit screen: the record's changes, newest first, and "Restore this version". */
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
  const [confirming, setConfirming] = useState<HistoryEntry | null>(null);
  const kind = recordKinds[recordType];
  const canRestore = isRestorableType(recordType) && access.can('update', kind.resource);
  const version = history.status === 'success' ? history.data.version : null;

  async function restoreVersion(entry: HistoryEntry) {
    if (version === null) throw new Error('The current version is not known yet.');
    const outcome = await restore.run({ entry, expectedVersion: version });
    if (!outcome.ok) {
      toaster.error(`The ${kind.noun.toLowerCase()} was not restored`, outcome.message);
      throw new Error(outcome.message);
    }
    // The restore's own entry names the record as it is now, not as it was after the change being undone.
    toaster.success('Version restored', outcome.data.entry.recordLabel);
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
            ? history.data.items.map((entry) => ({
                ...historyTimelineEntry(entry),
                actions:
                  canRestore && entry.restorable ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<RotateCcw size={14} />}
                      onPress={() => setConfirming(entry)}
                    >
                      Restore this version
                    </Button>
                  ) : undefined,
              }))
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
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => restoreVersion(confirming!)}
      >
        {/* API README "Restore": the entry's before state comes back, and the restore is itself an entry. */}
        The {kind.noun.toLowerCase()} goes back to how it was just before this change. Later changes stay in the
        history.
      </ConfirmDialog>
    </Card>
  );
}
