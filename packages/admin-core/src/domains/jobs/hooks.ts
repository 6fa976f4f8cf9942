import { useEntityMutation } from '../../react/mutationHooks';
import { useQueryResult } from '../../react/queryHooks';
import {
  FindJobByIdDocument,
  FindJobRunsDocument,
  FindJobsDocument,
  PauseJobDocument,
  ResumeJobDocument,
  RunJobNowDocument,
  type FindJobRunsQueryVariables,
  type FindJobsQueryVariables,
} from './operations.generated';

/** While a run is going, its job is polled so the status changes without a reload. */
export const RUNNING_POLL_MS = 1500;

export const useJobList = (variables: FindJobsQueryVariables, polling = false) =>
  useQueryResult(FindJobsDocument, variables, (data) => data.findJobs, { pollInterval: polling ? RUNNING_POLL_MS : 0 });
export const useJobById = (id: string, polling = false) =>
  useQueryResult(FindJobByIdDocument, { id }, (data) => data.findJobById, {
    pollInterval: polling ? RUNNING_POLL_MS : 0,
  });
export const useJobRuns = (variables: FindJobRunsQueryVariables, polling = false) =>
  useQueryResult(FindJobRunsDocument, variables, (data) => data.findJobRuns, {
    pollInterval: polling ? RUNNING_POLL_MS : 0,
  });
export const usePauseJob = () => useEntityMutation(PauseJobDocument);
export const useResumeJob = () => useEntityMutation(ResumeJobDocument);
export const useRunJobNow = () => useEntityMutation(RunJobNowDocument, { invalidates: ['findJobRuns'] });
