import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../../client/links/errorLink';
import type { QueryResult } from '../../react/queryHooks';
import { PreviewJobScheduleDocument, type PreviewJobScheduleQuery } from './operations.generated';

/** Typing pauses this long before the schedule is sent: one request per pause, not one per key. */
export const SCHEDULE_PREVIEW_DELAY_MS = 300;

type SchedulePreview = PreviewJobScheduleQuery['previewJobSchedule'];

/**
 * The schedule as the person types it, in words with its next runs, from the API (the one place that parses cron):
 * an error result carries the API's message for the field (e.g. a bad cron expression). Unlike lists, a preview
 * never shows the previous answer once the expression changed: a stale "Every hour" under a broken expression would
 * tell the person it is fine.
 */
export function useJobSchedulePreview(schedule: string, count = 5): QueryResult<SchedulePreview> {
  const [settled, setSettled] = useState(schedule.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(schedule.trim()), SCHEDULE_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [schedule]);
  const query = useQuery(PreviewJobScheduleDocument, {
    variables: { schedule: settled, count },
    skip: settled === '',
    context: { [ERRORS_SHOWN_BY_CALLER]: true },
  });
  if (query.error) return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'success',
    data: query.data.previewJobSchedule,
    refreshing: query.loading,
    refetch: () => void query.refetch(),
  };
}
