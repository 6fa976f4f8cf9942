import { deleteResult } from '../domains/listQuery';
import { notFound } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { appendHistory } from '../history/historyLog';
import { readState } from '../history/recordState';
import { recordedCreate, recordedDelete, recordedUpdate } from '../history/recordedWrite';
import { jobKindInfo } from './kinds';
import { jobRepository } from './repository';
import { runRepository } from './runRepository';
import { describeSchedule, nextRunAfter, upcomingRuns } from './schedule';
import { validateJobInput } from './validation';

export const jobResolvers: Resolvers = {
  Query: {
    findJobs: (_, args, { db }) => jobRepository.list(db, args),
    findJobById: (_, { id }, { db }) => jobRepository.byId(db, id),
    async findJobRuns(_, { jobId, skip, limit }, { db }) {
      await jobRepository.byId(db, jobId);
      return runRepository.runs(db, jobId, skip, limit);
    },
    findJobRunById: (_, { id }, { db }) => runRepository.byId(db, id),
    jobKinds: () => validKinds(),
    previewJobSchedule: (_, { schedule, count }) => {
      const runs = upcomingRuns(schedule, Math.min(Math.max(count ?? 5, 1), 20));
      return { schedule, description: describeSchedule(schedule), nextRuns: runs.map((run) => run.toISOString()) };
    },
  },
  Mutation: {
    async createJob(_, { input }, ctx) {
      const fields = validateJobInput(input);
      const write = { ...fields, status: 'ACTIVE' as const, nextRunAt: nextRunAfter(fields.schedule) };
      return recordedCreate(ctx, 'JOB', (tx) => jobRepository.create(tx, write));
    },
    async updateJob(_, { id, input }, ctx) {
      const job = await jobRepository.byId(ctx.db, id);
      const fields = validateJobInput(input);
      // A new schedule moves the next run to the new schedule's next slot; a paused job stays paused.
      const nextRunAt = job.status === 'PAUSED' ? null : nextRunAfter(fields.schedule);
      return recordedUpdate(ctx, {
        type: 'JOB',
        id,
        write: (tx) => jobRepository.update(tx, id, { ...fields, status: job.status, nextRunAt }),
      });
    },
    deleteJob: async (_, { id }, ctx) =>
      deleteResult(
        await recordedDelete(ctx, { type: 'JOB', id, remove: (tx) => jobRepository.remove(tx, id) }),
        'Job',
        id,
      ),
    pauseJob: (_, { id }, ctx) =>
      recordedUpdate(ctx, {
        type: 'JOB',
        id,
        async write(tx) {
          await jobRepository.setStatus(tx, id, 'PAUSED', null);
          return jobRepository.byId(tx, id);
        },
      }),
    resumeJob: (_, { id }, ctx) =>
      recordedUpdate(ctx, {
        type: 'JOB',
        id,
        async write(tx) {
          const job = await jobRepository.byId(tx, id);
          await jobRepository.setStatus(tx, id, 'ACTIVE', nextRunAfter(job.schedule));
          return jobRepository.byId(tx, id);
        },
      }),
    async runJobNow(_, { id }, { jobs, currentUser }) {
      const author = await currentUser();
      // The job itself does not change; its entry marks who started a run and when, in the run's own transaction.
      return jobs.runNow(id, 'MANUAL', async (tx) => {
        const state = await readState(tx, 'JOB', Number(id));
        await appendHistory(tx, { author, type: 'JOB', id, action: 'RUN_NOW', before: state, after: state });
      });
    },
  },
  JobRun: {
    async job(run, _, { loaders }) {
      const job = await loaders.job.load(run.jobId);
      if (!job) throw notFound('Job', run.jobId);
      return job;
    },
  },
  Job: {
    scheduleDescription: (job) => describeSchedule(job.schedule),
    lastRun: (job, _, { db }) => runRepository.lastRun(db, job.id),
  },
};

function validKinds() {
  return Object.entries(jobKindInfo).map(([kind, info]) => ({ kind, ...info }));
}
