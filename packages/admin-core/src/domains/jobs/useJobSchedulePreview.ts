import { useEffect, useState } from 'react';
import { useQueryResult } from '../../react/queryHooks';
import { PreviewJobScheduleDocument } from './operations.generated';

/** Typing pauses this long before the schedule is sent: one request per pause, not one per key. */
export const SCHEDULE_PREVIEW_DELAY_MS = 300;

/**
 * The schedule as the person types it, in words with its next runs, from the API (the one place that parses cron):
 * an error result carries the API's message for the field (e.g. a bad cron expression).
 */
export function useJobSchedulePreview(schedule: string, count = 5) {
  const [settled, setSettled] = useState(schedule.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(schedule.trim()), SCHEDULE_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [schedule]);
  return useQueryResult(PreviewJobScheduleDocument, { schedule: settled, count }, (data) => data.previewJobSchedule, {
    skip: settled === '',
  });
}
