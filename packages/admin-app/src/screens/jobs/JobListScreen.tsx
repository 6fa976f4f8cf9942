import {
  definedListOptions,
  jobResource,
  pageWindow,
  useJobList,
  withFilter,
  type FindJobsQuery,
} from '@deals/admin-core';
import { DeferredSelect, formatDateTime } from '@deals/ui';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useUrlListState } from '../../kit/useUrlListState';
import { FAILED_THIS_WEEK, failedRunsOptions } from './failedRunsFilter';
import { JobStatusBadge, RunStatusBadge } from './jobBadges';

type JobRow = FindJobsQuery['findJobs']['items'][number];

// The job's status reads as the Active / Inactive status every list has (`active`); the runs filter is this list's own.
const listOptions = definedListOptions(jobResource.entity, { filters: ['active', 'failed'] });

const columns = definedColumns<JobRow>(jobResource.entity, {
  order: ['name', 'schedule', 'status', 'lastRun'],
  overrides: {
    schedule: {
      cell: (row) => (
        <span title={row.schedule}>
          {row.scheduleDescription} <code>{row.schedule}</code>
        </span>
      ),
    },
    status: { cell: (row) => <JobStatusBadge status={row.status} /> },
    nextRunAt: { cell: (row) => (row.nextRunAt ? formatDateTime(row.nextRunAt) : 'Paused') },
  },
  extra: {
    lastRun: {
      id: 'lastRun',
      header: 'Last run',
      cell: (row) =>
        row.lastRun ? (
          <>
            <RunStatusBadge status={row.lastRun.status} /> {formatDateTime(row.lastRun.startedAt)}
          </>
        ) : (
          'Never'
        ),
    },
  },
});

/** /jobscheduler: every scheduled job with its schedule in words; refreshes itself while a run is going. */
export function JobListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const active = state.filters.active?.[0];
  const failed = state.filters.failed?.[0] === FAILED_THIS_WEEK ? FAILED_THIS_WEEK : 'all';
  const variables = {
    ...pageWindow(state.page, appConfig.pageSize),
    search: state.search || undefined,
    filter: {
      status: active === 'true' ? ('ACTIVE' as const) : active === 'false' ? ('PAUSED' as const) : undefined,
      failedWithinDays: failed === 'all' ? undefined : Number(failed),
    },
  };
  const list = useJobList(variables);
  return (
    <EntityListPage
      title="Job scheduler"
      itemLabel="jobs"
      itemNoun="job"
      columns={columns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/jobscheduler/${row.id}/details`}
      newItem={{ href: '/jobscheduler/new', label: 'New job' }}
      entity={jobResource.entity}
      activeFilter
      filters={
        <DeferredSelect
          label="Runs"
          options={failedRunsOptions}
          selectedKey={failed}
          onSelectionChange={(key) =>
            update({ filters: withFilter(state.filters, 'failed', key === 'all' ? null : String(key)) })
          }
        />
      }
    />
  );
}
