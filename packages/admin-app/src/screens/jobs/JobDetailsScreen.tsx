import {
  pageWindow,
  useJobById,
  useJobRun,
  useJobRuns,
  usePauseJob,
  useResumeJob,
  useRunJobNow,
  type FindJobByIdQuery,
  type FindJobRunsQuery,
} from '@deals/admin-core';
import {
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  ErrorState,
  LinkButton,
  LogViewer,
  PageHeader,
  Skeleton,
  Stack,
  useToaster,
  type DataTableColumn,
  formatDateTime,
} from '@deals/ui';
import { Pause, Pencil, Play, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { appConfig } from '../../config';
import { tableStatus } from '../../kit/listTable';
import { Allowed, GatedButton } from '../../kit/Allowed';
import { useUrlListState } from '../../kit/useUrlListState';
import { JobStatusBadge, RunStatusBadge } from './jobBadges';

type Job = FindJobByIdQuery['findJobById'];
type RunRow = FindJobRunsQuery['findJobRuns']['items'][number];

const duration = (run: RunRow) => {
  if (!run.finishedAt) return 'Running…';
  const seconds = (new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) / 1000;
  return seconds < 1 ? 'under a second' : `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
};

const columns: DataTableColumn<RunRow>[] = [
  { id: 'startedAt', header: 'Started', cell: (row) => formatDateTime(row.startedAt), isRowHeader: true },
  { id: 'status', header: 'Result', cell: (row) => <RunStatusBadge status={row.status} /> },
  { id: 'trigger', header: 'Trigger', cell: (row) => (row.trigger === 'MANUAL' ? 'Run now' : 'Schedule') },
  { id: 'duration', header: 'Took', cell: duration },
];

/** /jobscheduler/{id}/details: schedule, run history with each run's log, pause / resume / run now. */
export function JobDetailsScreen() {
  const { id = '' } = useParams();
  const job = useJobById(id);
  if (job.status === 'loading') return <Skeleton lines={8} label="Loading the job" />;
  if (job.status === 'error') return <ErrorState message={job.message} onRetry={job.retry} />;
  return <JobDetails job={job.data} />;
}

function JobDetails({ job }: { job: Job }) {
  const toaster = useToaster();
  const [state, update] = useUrlListState({});
  const runs = useJobRuns({ jobId: job.id, ...pageWindow(state.page, appConfig.pageSize) });
  const pause = usePauseJob();
  const resume = useResumeJob();
  const runNow = useRunJobNow();
  // `?run=`: the run a link points at (the dashboard's failed runs), wherever it sits in the history.
  const [params] = useSearchParams();
  const [selectedRunId, setSelectedRunId] = useState<string | null>(() => params.get('run'));
  const rows = runs.status === 'success' ? runs.data.items : [];
  const linkedRun = params.get('run');
  const onPage = rows.find((run) => run.id === selectedRunId);
  // Only the linked run is fetched on its own (a run started here joins the list when it refreshes).
  const fetchLinked = selectedRunId !== null && selectedRunId === linkedRun && !onPage && runs.status === 'success';
  const linked = useJobRun(fetchLinked ? selectedRunId : null);
  const selected =
    onPage ?? (fetchLinked && linked.status === 'success' && linked.data.jobId === job.id ? linked.data : rows[0]);
  // Arriving by a link to a run, its log is what the person came for: brought into view once it shows.
  const log = useRef<HTMLDivElement>(null);
  const shownLinked = linkedRun !== null && selected?.id === linkedRun;
  useEffect(() => {
    if (shownLinked) log.current?.scrollIntoView({ block: 'start' });
  }, [shownLinked]);

  async function act(label: string, run: () => Promise<{ ok: boolean; message?: string }>) {
    const outcome = await run();
    if (outcome.ok) toaster.success(label, job.name);
    else toaster.error(`${job.name}: that did not work`, outcome.message);
  }

  return (
    <>
      <PageHeader
        title={job.name}
        subtitle={job.description}
        breadcrumbs={[{ label: 'Job scheduler', href: '/jobscheduler' }, { label: job.name }]}
        actions={
          <>
            <Allowed action="update" resource="jobs">
              <LinkButton href={`/jobscheduler/${job.id}/edit`} variant="secondary" icon={<Pencil size={16} />}>
                Edit
              </LinkButton>
            </Allowed>
            {job.status === 'ACTIVE' ? (
              <GatedButton
                action="update"
                resource="jobs"
                variant="secondary"
                icon={<Pause size={16} />}
                isPending={pause.pending}
                onPress={() => void act('Job paused', () => pause.run({ id: job.id }))}
              >
                Pause
              </GatedButton>
            ) : (
              <GatedButton
                action="update"
                resource="jobs"
                variant="secondary"
                icon={<Play size={16} />}
                isPending={resume.pending}
                onPress={() => void act('Job resumed', () => resume.run({ id: job.id }))}
              >
                Resume
              </GatedButton>
            )}
            <GatedButton
              action="run"
              resource="jobs"
              icon={<Zap size={16} />}
              isPending={runNow.pending}
              isDisabled={job.lastRun?.status === 'RUNNING'}
              onPress={() =>
                void act('Run started', async () => {
                  const outcome = await runNow.run({ id: job.id });
                  if (outcome.ok) setSelectedRunId(outcome.data.runJobNow.id);
                  return outcome;
                })
              }
            >
              Run now
            </GatedButton>
          </>
        }
      />
      <Stack>
        <Card title="Schedule" aria-label="Schedule">
          <DescriptionList
            items={[
              { term: 'Runs', detail: `${job.scheduleDescription} (${job.schedule})` },
              { term: 'Status', detail: <JobStatusBadge status={job.status} /> },
              {
                term: 'Next run',
                detail: job.nextRunAt ? formatDateTime(job.nextRunAt) : 'None while paused',
              },
              {
                term: 'Last run',
                detail: job.lastRun ? (
                  <>
                    <RunStatusBadge status={job.lastRun.status} /> {formatDateTime(job.lastRun.startedAt)}
                  </>
                ) : (
                  'Never'
                ),
              },
            ]}
          />
        </Card>
        <DataTable
          aria-label="Runs"
          columns={columns}
          rows={rows}
          state={tableStatus(runs)}
          onRowAction={setSelectedRunId}
          empty={<EmptyState title="No runs yet" description="Run now, or wait for the schedule." />}
          pagination={{
            page: state.page,
            pageSize: appConfig.pageSize,
            total: runs.status === 'success' ? runs.data.count : 0,
            onPageChange: (page) => update({ page }),
            itemLabel: 'runs',
          }}
        />
        {selected ? (
          <div ref={log}>
            <Card
              title={`Log of the run started ${formatDateTime(selected.startedAt)}`}
              aria-label="Run log"
              actions={<RunStatusBadge status={selected.status} />}
            >
              <LogViewer log={selected.log} label={`Log of the run started ${formatDateTime(selected.startedAt)}`} />
            </Card>
          </div>
        ) : null}
      </Stack>
    </>
  );
}
