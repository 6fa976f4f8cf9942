import { useApplyFeedImport, useDiscardFeedImport } from '@deals/admin-core';
import { Button, Card, ConfirmDialog, FormActions, FormNote, formatNumber, StatSummary, useToaster } from '@deals/ui';
import { Download, Play, Settings2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { countItems } from './countItems';
import { FEED_LISTS } from './feedEntities';
import type { FeedImportDetails } from './ImportScreen';
import { ImportRowsTable } from './ImportRowsTable';
import { useRejectedRowsDownload } from './importDownload';

/** The dry run's findings: what applying would do, each rejected row with its column and message; nothing written. */
export function DryRunStep({ feed, onRemap }: { feed: FeedImportDetails; onRemap: () => void }) {
  const toaster = useToaster();
  const navigate = useNavigate();
  const apply = useApplyFeedImport();
  const discard = useDiscardFeedImport();
  const rejected = useRejectedRowsDownload(feed.id);
  const [confirming, setConfirming] = useState(false);
  const plan = feed.plan;
  if (!plan) return null;
  const { plural } = FEED_LISTS[feed.entity];
  const writes = plan.counts.created + plan.counts.updated;

  async function discardImport() {
    const outcome = await discard.run({ id: feed.id });
    if (!outcome.ok) return toaster.error('The import was not discarded', outcome.message);
    navigate(`/${FEED_LISTS[feed.entity].resource}/import`);
  }

  return (
    <>
      <Card title="3. Dry run" aria-label="Dry run">
        <FormNote role="status">Nothing has been written yet. Check the rows below, then apply.</FormNote>
        <StatSummary aria-label="Dry run counts" items={countItems(plan.counts, true)} />
        {plan.unmappedRequired.length ? (
          <FormNote>
            No column fills {plan.unmappedRequired.map((field) => field.label).join(', ')}: rows that would create a
            record are rejected.
          </FormNote>
        ) : null}
        {plan.newReferences.map((reference) => (
          <FormNote key={reference.field}>
            {formatNumber(reference.count)} new {reference.label.toLowerCase()}
            {reference.count === 1 ? '' : 's'} will be created: {reference.names.join(', ')}
            {reference.count > reference.names.length ? '…' : ''}
          </FormNote>
        ))}
        <FormActions>
          {feed.canManage ? (
            <Button icon={<Play size={16} />} isDisabled={writes === 0} onPress={() => setConfirming(true)}>
              Apply
            </Button>
          ) : null}
          {feed.canManage ? (
            <Button variant="secondary" icon={<Settings2 size={16} />} onPress={onRemap}>
              Change the mapping
            </Button>
          ) : null}
          {feed.canManage ? (
            <Button
              variant="secondary"
              icon={<Trash2 size={16} />}
              isPending={discard.pending}
              onPress={() => void discardImport()}
            >
              Discard
            </Button>
          ) : null}
        </FormActions>
      </Card>
      <Card
        title="Rejected rows"
        aria-label="Rejected rows"
        actions={
          plan.counts.rejected ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Download size={14} />}
              isPending={rejected.pending}
              onPress={() => void rejected.download()}
            >
              Download rejected rows
            </Button>
          ) : null
        }
      >
        <ImportRowsTable
          importId={feed.id}
          filter={{ planned: ['REJECT'] }}
          kind="problems"
          aria-label="Rejected rows"
          emptyTitle="Every row can be imported"
        />
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          const outcome = await apply.run({ id: feed.id });
          if (!outcome.ok) {
            toaster.error('The import did not start', outcome.message);
            throw new Error(outcome.message);
          }
        }}
      >
        Apply “{feed.feedName}”: create {formatNumber(plan.counts.created)} and update{' '}
        {formatNumber(plan.counts.updated)} {plural}
        {plan.counts.rejected ? `; ${formatNumber(plan.counts.rejected)} rejected rows are left out` : ''}. You can undo
        the import afterwards.
      </ConfirmDialog>
    </>
  );
}
