import { useCancelFeedImport } from '@deals/admin-core';
import { Button, Card, ConfirmDialog, FormActions, FormNote, ProgressMeter, useToaster } from '@deals/ui';
import { Square } from 'lucide-react';
import { useState } from 'react';
import type { FeedImportDetails } from './ImportScreen';

const PHASES = {
  CHECKING: { title: 'Dry run', label: 'Checking rows', unit: 'rows' },
  APPLYING: { title: '4. Applying', label: 'Applying rows', unit: 'rows' },
  UNDOING: { title: 'Undoing', label: 'Restoring records', unit: 'records' },
} as const;

/**
 * A job at work on the import: its progress as the API reports it (every tab, and a reload, see the same), and Cancel
 * while it applies. Closing the tab stops nothing.
 */
export function WorkingStep({ feed }: { feed: FeedImportDetails }) {
  const toaster = useToaster();
  const cancel = useCancelFeedImport();
  const [confirming, setConfirming] = useState(false);
  const phase = PHASES[feed.status as keyof typeof PHASES];
  const progress = feed.progress;
  return (
    <Card title={phase.title} aria-label={phase.title}>
      <ProgressMeter
        label={phase.label}
        unit={phase.unit}
        done={progress?.done ?? 0}
        total={progress?.total ?? feed.rowCount}
        rate={progress?.rate}
        secondsLeft={progress?.secondsLeft}
        waiting={!progress || progress.waiting}
      />
      <FormNote>It runs on the server: you can close this tab and come back from the list&apos;s Import page.</FormNote>
      {feed.status === 'APPLYING' && feed.canManage ? (
        <FormActions>
          <Button
            variant="secondary"
            icon={<Square size={16} />}
            isDisabled={feed.cancelRequested}
            onPress={() => setConfirming(true)}
          >
            {feed.cancelRequested ? 'Cancelling…' : 'Cancel the import'}
          </Button>
        </FormActions>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          const outcome = await cancel.run({ id: feed.id });
          if (!outcome.ok) {
            toaster.error('The import was not cancelled', outcome.message);
            throw new Error(outcome.message);
          }
        }}
      >
        Stop “{feed.feedName}” after the batch under way. The rows applied so far stay, and the report lists them.
      </ConfirmDialog>
    </Card>
  );
}
