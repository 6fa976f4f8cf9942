import type { Database } from '../db/database';
import { badInput } from '../graphql/errors';
import { jobKinds } from './kinds';
import { jobRepository, type JobRunRow } from './repository';
import { nextRunAfter } from './schedule';

export interface JobService {
  /** Starts a run now; it finishes in the background, and its status moves RUNNING → SUCCEEDED | FAILED. */
  runNow(jobId: string, trigger?: 'SCHEDULE' | 'MANUAL'): Promise<JobRunRow>;
  /** Starts every active job whose next run is due, and schedules its following one. */
  tick(now?: Date): Promise<void>;
  /** Resolves when no run started by this service is still going (tests, shutdown). */
  idle(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createJobService(db: Database): JobService {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  async function execute(run: JobRunRow, kind: string) {
    const lines = [`Started ${kind} at ${new Date().toISOString()}.`];
    try {
      const work = jobKinds[kind];
      if (!work) throw new Error(`Unknown job kind ${kind}.`);
      lines.push(...(await db.transaction((tx) => work(tx))));
      lines.push('Finished successfully.');
      await jobRepository.finishRun(db, run.id, 'SUCCEEDED', lines.join('\n'));
    } catch (error) {
      const extra = (error as { log?: string[] }).log ?? [];
      lines.push(...extra, `Failed: ${(error as Error).message}`);
      await jobRepository.finishRun(db, run.id, 'FAILED', lines.join('\n'));
    }
  }

  const service: JobService = {
    async runNow(jobId, trigger = 'MANUAL') {
      const job = await jobRepository.byId(db, jobId);
      if (await jobRepository.isRunning(db, job.id)) {
        throw badInput(`"${job.name}" is already running. Wait for the current run to finish.`, 'id');
      }
      const run = await jobRepository.startRun(db, job.id, trigger);
      const pending = execute(run, job.kind).catch((error: unknown) => {
        console.error(`Job run ${run.id} could not record its result`, error);
      });
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending));
      return run;
    },

    async tick(now = new Date()) {
      for (const job of await jobRepository.due(db, now)) {
        await jobRepository.setNextRun(db, job.id, nextRunAfter(job.schedule, now));
        if (await jobRepository.isRunning(db, job.id)) continue;
        await service.runNow(job.id, 'SCHEDULE');
      }
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    start(intervalMs = 15_000) {
      timer = setInterval(() => {
        service.tick().catch((error: unknown) => console.error('Job scheduler tick failed', error));
      }, intervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      await service.idle();
    },
  };
  return service;
}
