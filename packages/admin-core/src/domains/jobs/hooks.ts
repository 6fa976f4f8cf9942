import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult, type RecordQueryOptions } from '../../react/queryHooks';
import {
  CreateJobDocument,
  DeleteJobDocument,
  JobKindsDocument,
  UpdateJobDocument,
  FindJobByIdDocument,
  FindJobRunsDocument,
  FindJobsDocument,
  PauseJobDocument,
  ResumeJobDocument,
  RunJobNowDocument,
  type FindJobByIdQuery,
  type FindJobRunsQuery,
  type FindJobRunsQueryVariables,
  type FindJobsQuery,
  type FindJobsQueryVariables,
} from './operations.generated';

/** While a run is going, its job and run list are polled so the status changes without a reload. */
export const RUNNING_POLL_MS = 1500;

const isRunning = (run: { status: string } | null | undefined) => run?.status === 'RUNNING';
const pollWhile = <Data>(test: (data: Data) => boolean) => ({ pollWhile: test, pollInterval: RUNNING_POLL_MS });

// Pure: a host bundle that never shows jobs drops these (module-level calls are otherwise kept).
const listRunning = /* @__PURE__ */ pollWhile((data: FindJobsQuery) =>
  data.findJobs.items.some((job) => isRunning(job.lastRun)),
);
const jobRunning = /* @__PURE__ */ pollWhile((data: FindJobByIdQuery) => isRunning(data.findJobById.lastRun));
const runsRunning = /* @__PURE__ */ pollWhile((data: FindJobRunsQuery) => data.findJobRuns.items.some(isRunning));

export const useJobList = (variables: FindJobsQueryVariables) =>
  useQueryResult(FindJobsDocument, variables, (data) => data.findJobs, listRunning);
export const useJobById = (id: string, options: RecordQueryOptions = {}) =>
  useQueryResult(FindJobByIdDocument, { id }, (data) => data.findJobById, { ...jobRunning, ...options });
export const useJobRuns = (variables: FindJobRunsQueryVariables) =>
  useQueryResult(FindJobRunsDocument, variables, (data) => data.findJobRuns, runsRunning);
export const usePauseJob = () => useEntityMutation(PauseJobDocument);
export const useResumeJob = () => useEntityMutation(ResumeJobDocument);
export const useRunJobNow = () =>
  useEntityMutation(RunJobNowDocument, { invalidates: ['findJobRuns', 'findJobById', 'findJobs'] });

const JOB_LISTS = ['findJobs', 'dashboardStats'];
/** The built-in kinds a new job can run (create form's select). */
export const useJobKinds = () => useQueryResult(JobKindsDocument, {}, (data) => data.jobKinds);
export const useCreateJob = () => useEntityMutation(CreateJobDocument, { invalidates: JOB_LISTS });
export const useUpdateJob = () => useEntityMutation(UpdateJobDocument);
export const useDeleteJob = () =>
  useEntityMutation(DeleteJobDocument, { invalidates: JOB_LISTS, evict: ({ id }) => `Job:${id}` });
