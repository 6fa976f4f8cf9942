import type { Resolvers } from '../graphql/resolvers.generated';
import { jobRepository } from './repository';
import { describeSchedule, nextRunAfter } from './schedule';

export const jobResolvers: Resolvers = {
  Query: {
    findJobs: (_, args, { db }) => jobRepository.list(db, args),
    findJobById: (_, { id }, { db }) => jobRepository.byId(db, id),
    async findJobRuns(_, { jobId, skip, limit }, { db }) {
      await jobRepository.byId(db, jobId);
      return jobRepository.runs(db, jobId, skip, limit);
    },
  },
  Mutation: {
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
    lastRun: (job, _, { db }) => jobRepository.lastRun(db, job.id),
  },
};
