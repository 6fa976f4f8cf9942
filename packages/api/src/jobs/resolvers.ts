import { deleteResult } from '../domains/listQuery';
import type { Resolvers } from '../graphql/resolvers.generated';
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
    jobKinds: () => validKinds(),
    previewJobSchedule: (_, { schedule, count }) => {
      const runs = upcomingRuns(schedule, Math.min(Math.max(count ?? 5, 1), 20));
      return { schedule, description: describeSchedule(schedule), nextRuns: runs.map((run) => run.toISOString()) };
    },
  },
  Mutation: {
    async createJob(_, { input }, { db }) {
      const fields = validateJobInput(input);
      return jobRepository.create(db, {
        ...fields,
        status: 'ACTIVE',
        nextRunAt: nextRunAfter(fields.schedule),
      });
    },
    async updateJob(_, { id, input }, { db }) {
      const job = await jobRepository.byId(db, id);
      const fields = validateJobInput(input);
      // A new schedule moves the next run to the new schedule's next slot; a paused job stays paused.
      const nextRunAt = job.status === 'PAUSED' ? null : nextRunAfter(fields.schedule);
      return jobRepository.update(db, id, { ...fields, status: job.status, nextRunAt });
    },
    deleteJob: async (_, { id }, { db }) => deleteResult(await jobRepository.remove(db, id), 'Job', id),
    async pauseJob(_, { id }, { db }) {
      await jobRepository.byId(db, id);
      await jobRepository.setStatus(db, id, 'PAUSED', null);
      return jobRepository.byId(db, id);
    },
    async resumeJob(_, { id }, { db }) {
      const job = await jobRepository.byId(db, id);
      await jobRepository.setStatus(db, id, 'ACTIVE', nextRunAfter(job.schedule));
      return jobRepository.byId(db, id);
    },
    runJobNow: (_, { id }, { jobs }) => jobs.runNow(id, 'MANUAL'),
  },
  Job: {
    scheduleDescription: (job) => describeSchedule(job.schedule),
    lastRun: (job, _, { db }) => runRepository.lastRun(db, job.id),
  },
};

function validKinds() {
  return Object.entries(jobKindInfo).map(([kind, info]) => ({ kind, ...info }));
}
