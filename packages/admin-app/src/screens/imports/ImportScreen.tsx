import { useFeedImport, type FeedImportQuery } from '@deals/admin-core';
import { Badge, ErrorState, formatCount, PageHeader, Skeleton, Stack } from '@deals/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DryRunStep } from './DryRunStep';
import { FEED_LISTS, STATUS_LABELS } from './feedEntities';
import { ImportSteps } from './ImportSteps';
import { MappingStep } from './MappingStep';
import { ReportStep } from './ReportStep';
import { WorkingStep } from './WorkingStep';

export type FeedImportDetails = FeedImportQuery['feedImport'];

/**
 * /{list}/import/{id}: one import from its columns to its report. The step follows the import's status on the API,
 * so another tab, a reload or a colleague sees the same step and the same progress.
 */
export function ImportScreen() {
  const { id = '' } = useParams();
  const feed = useFeedImport(id);
  if (feed.status === 'loading') return <Skeleton lines={8} label="Loading the import" />;
  if (feed.status === 'error') return <ErrorState message={feed.message} onRetry={feed.retry} />;
  return <ImportWizard feed={feed.data} />;
}

function ImportWizard({ feed }: { feed: FeedImportDetails }) {
  // The dry run's result offers "Change the mapping": the columns step again, over a checked import.
  const [remapping, setRemapping] = useState(false);
  const { resource, plural } = FEED_LISTS[feed.entity];
  const status = STATUS_LABELS[feed.status];
  const showMapping = feed.status === 'UPLOADED' || (feed.status === 'CHECKED' && remapping);
  return (
    <>
      <PageHeader
        title={`Import: ${feed.feedName}`}
        subtitle={
          <>
            <Badge tone={status.tone}>{status.label}</Badge> {feed.fileName} ·{' '}
            {formatCount(feed.rowCount, { one: 'row', other: 'rows' })} · {feed.encoding},{' '}
            {feed.delimiter === '\t' ? 'tab' : `"${feed.delimiter}"`} · by {feed.createdByName}
          </>
        }
        breadcrumbs={[
          { label: plural[0]!.toUpperCase() + plural.slice(1), href: `/${resource}` },
          { label: 'Import', href: `/${resource}/import` },
          { label: feed.feedName },
        ]}
      />
      <Stack>
        <ImportSteps status={feed.status} mapping={showMapping} />
        {showMapping ? (
          <MappingStep
            feed={feed}
            onChecked={() => setRemapping(false)}
            onCancel={remapping ? () => setRemapping(false) : undefined}
          />
        ) : feed.status === 'CHECKED' ? (
          <DryRunStep feed={feed} onRemap={() => setRemapping(true)} />
        ) : feed.status === 'CHECKING' || feed.status === 'APPLYING' || feed.status === 'UNDOING' ? (
          <WorkingStep feed={feed} />
        ) : (
          <ReportStep feed={feed} />
        )}
      </Stack>
    </>
  );
}
