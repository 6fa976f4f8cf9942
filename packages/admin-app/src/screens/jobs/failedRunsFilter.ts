/**
 * The job list's "Runs" filter in the URL: `?failed=7` lists the jobs with a failed run in the last 7 days — where the
 * dashboard's "Failed job runs this week" leads (View all).
 */
export const FAILED_THIS_WEEK = '7';

export const failedRunsOptions = [
  { id: 'all', label: 'Any' },
  { id: FAILED_THIS_WEEK, label: 'Failed in the last 7 days' },
];
