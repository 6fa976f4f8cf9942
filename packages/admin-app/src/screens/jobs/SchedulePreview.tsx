import type { PreviewJobScheduleQuery } from '@deals/admin-core';
import { DescriptionList, formatDateTime } from '@deals/ui';

/** "Every day at 03:00" and the next runs, so a person sees what a cron expression means before saving it. */
export function SchedulePreview({ preview }: { preview: PreviewJobScheduleQuery['previewJobSchedule'] }) {
  return (
    <section aria-label="Schedule preview" aria-live="polite">
      <DescriptionList
        items={[
          { term: 'Runs', detail: preview.description },
          {
            term: 'Next runs',
            detail: (
              <ol>
                {preview.nextRuns.map((run) => (
                  <li key={run}>{formatDateTime(run)}</li>
                ))}
              </ol>
            ),
          },
        ]}
      />
    </section>
  );
}
