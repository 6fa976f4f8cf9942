import { useUndoFeedImport } from '@deals/admin-core';
import { Button, Card, ConfirmDialog, FormActions, FormNote, formatNumber, StatSummary, useToaster } from '@deals/ui';
import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { countItems } from './countItems';
import { FEED_LISTS } from './feedEntities';
import type { FeedImportDetails } from './ImportScreen';
import { ImportRowsTable } from './ImportRowsTable';
import { useRejectedRowsDownload } from './importDownload';

/**
 * What the import did (or, undone, what the undo did): the counts, the rejected rows to fix and import again, the rows
 * applied before a cancel, and "Undo this import" for its uploader or an admin.
 */
export function ReportStep({ feed }: { feed: FeedImportDetails }) {
  const toaster = useToaster();
  const undo = useUndoFeedImport();
  const rejected = useRejectedRowsDownload(feed.id);
  const [confirming, setConfirming] = useState(false);
  const { plural } = FEED_LISTS[feed.entity];
  const counts = feed.counts ?? feed.plan?.counts;
  const undoable = feed.canManage && (feed.status === 'APPLIED' || feed.status === 'CANCELLED');
  return (
    <>
      <Card title="5. Report" aria-label="Report">
        {feed.status === 'FAILED' ? <FormNote role="status">The import stopped: {feed.error}</FormNote> : null}
        {feed.status === 'CANCELLED' ? (
          <FormNote role="status">Cancelled: the rows applied before the cancel stay (listed below).</FormNote>
        ) : null}
        {counts ? <StatSummary aria-label="Import counts" items={countItems(counts, false)} /> : null}
        {feed.referencesCreated ? (
          <FormNote>
            {formatNumber(feed.referencesCreated)} brands, stores or categories were created for its rows.
          </FormNote>
        ) : null}
        {feed.undoCounts ? (
          <>
            <StatSummary
              aria-label="Undo counts"
              items={[
                { label: 'Restored', value: feed.undoCounts.reverted, tone: 'success' },
                { label: 'Left as they are', value: feed.undoCounts.kept, tone: 'warning' },
              ]}
            />
            {feed.undoCounts.keptReferences.map((reference) => (
              <FormNote key={`${reference.recordType}:${reference.recordId}`}>
                {reference.label} stays: {reference.note}
              </FormNote>
            ))}
          </>
        ) : null}
        <FormActions>
          {counts?.rejected ? (
            <Button
              variant="secondary"
              icon={<Download size={16} />}
              isPending={rejected.pending}
              onPress={() => void rejected.download()}
            >
              Download rejected rows
            </Button>
          ) : null}
          {undoable ? (
            <Button variant="secondary" icon={<Undo2 size={16} />} onPress={() => setConfirming(true)}>
              Undo this import
            </Button>
          ) : null}
        </FormActions>
      </Card>
      {feed.status === 'UNDONE' && feed.undoCounts?.kept ? (
        <Card title="Records the undo left alone" aria-label="Records the undo left alone">
          <ImportRowsTable
            importId={feed.id}
            filter={{ undoOutcome: ['KEPT'] }}
            kind="undo"
            aria-label="Records the undo left alone"
            emptyTitle="Every record was restored"
          />
        </Card>
      ) : null}
      {feed.status === 'CANCELLED' ? (
        <Card title="Rows applied" aria-label="Rows applied">
          <ImportRowsTable
            importId={feed.id}
            filter={{ outcome: ['CREATE', 'UPDATE'] }}
            kind="applied"
            aria-label="Rows applied"
            emptyTitle="No row was applied before the cancel"
          />
        </Card>
      ) : null}
      {counts?.rejected ? (
        <Card title="Rejected rows" aria-label="Rejected rows">
          <ImportRowsTable
            importId={feed.id}
            filter={{ outcome: ['REJECT'] }}
            kind="problems"
            aria-label="Rejected rows"
            emptyTitle="No row was rejected"
          />
        </Card>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          const outcome = await undo.run({ id: feed.id });
          if (!outcome.ok) {
            toaster.error('The import was not undone', outcome.message);
            throw new Error(outcome.message);
          }
        }}
      >
        Undo “{feed.feedName}”: the {plural} it created are deleted and the ones it updated get their earlier values
        back. Records someone changed since are left as they are, and listed.
      </ConfirmDialog>
    </>
  );
}
