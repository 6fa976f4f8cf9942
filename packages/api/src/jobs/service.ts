import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { badInput } from '../graphql/errors';
import { bossDb, DUE_QUEUE, openQueue, RUN_QUEUE, type RunMessage } from './queue';
import { jobRepository } from './repository';
import { runRepository, type JobRunRow } from './runRepository';
import { executeRun } from './runner';
import { nextRunAfter } from './schedule';

export interface JobServiceOptions {
  /** A RUNNING run whose heartbeat is older than this is marked failed by any replica. */
  leaseSeconds: number;
  /** How often an idle worker asks the queue for a run. */
  pollSeconds: number;
  /** Whether this replica sends the cluster's minute tick and runs pg-boss's maintenance. */
  schedule: boolean;
}

export interface JobService {
  /** Records a RUNNING run and queues it for whichever replica picks it first; refuses when one is running. */
  runNow(
    jobId: string,
    trigger?: 'SCHEDULE' | 'MANUAL',
    /** Runs in the transaction that records the run (its history entry), only when a run was started. */
    recordStart?: (tx: Queryable) => Promise<void>,
  ): Promise<JobRunRow>;
  /** Starts every active job whose next run is due at `now`, each slot once across replicas. */
  tick(now?: Date): Promise<void>;
  /** Marks failed the runs whose replica stopped renewing their lease. */
  failExpiredRuns(): Promise<JobRunRow[]>;
  /** Resolves when no run is RUNNING any more (tests; bounded by `timeoutMs`). */
  idle(timeoutMs?: number): Promise<void>;
  /** Creates the queue's schema and our queues; the API can queue runs from here on. */
  prepare(): Promise<void>;
  /** Works runs on this replica, checks leases and, with `schedule`, ticks every minute. */
  start(): Promise<void>;
  /** Stops taking runs and waits for the ones this replica is running to finish. */
  stop(): Promise<void>;
  /** Queues a message on another of our queues (feed imports), inside `tx` when given: sent only if it commits. */
  send(queue: string, data: object, tx?: Queryable): Promise<void>;
  /** Asks this replica's worker of `queue` to fetch now instead of at its next poll (after the send committed). */
  wake(queue: string): void;
  /** Works `queue`'s messages on this replica once started (registered before `start`). */
  workOn(queue: string, handler: (data: unknown) => Promise<void>): void;
}

export function createJobService(db: Database, options: JobServiceOptions): JobService {
  let boss: PgBoss | undefined;
  let runWorker: string | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const workers = new Map<string, string>();

  const queue = () => {
    if (!boss) throw new Error('The job queue is not prepared.');
    return boss;
  };

  /** The run row and its queue message are written together, so a run is never recorded without being queued. */
  async function startRun(
    jobId: string,
    trigger: 'SCHEDULE' | 'MANUAL',
    claim?: (tx: Queryable) => Promise<boolean>,
    recordStart?: (tx: Queryable) => Promise<void>,
  ) {
    const run = await db.transaction(async (tx) => {
      if (claim && !(await claim(tx))) return undefined;
      const started = await runRepository.start(tx, jobId, trigger);
      if (started) {
        const message: RunMessage = { runId: started.id };
        await queue().send(RUN_QUEUE, message, { db: bossDb(tx, db) });
        await recordStart?.(tx);
      }
      return started;
    });
    if (run && runWorker) queue().notifyWorker(runWorker);
    return run;
  }

  const service: JobService = {
    async runNow(jobId, trigger = 'MANUAL', recordStart) {
      const job = await jobRepository.byId(db, jobId);
      const run = await startRun(job.id, trigger, undefined, recordStart);
      if (!run) throw badInput(`"${job.name}" is already running. Wait for the current run to finish.`, 'id');
      return run;
    },

    async tick(now = new Date()) {
      for (const job of await jobRepository.due(db, now)) {
        const next = nextRunAfter(job.schedule, now);
        // Claiming the slot and starting the run commit together; a job still running skips this slot.
        await startRun(job.id, 'SCHEDULE', (tx) => jobRepository.claimDue(tx, job.id, now, next));
      }
    },

    failExpiredRuns: () => runRepository.failExpired(db, options.leaseSeconds),

    async idle(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await runRepository.countRunning(db)) > 0) {
        if (Date.now() > deadline) throw new Error(`Runs still RUNNING after ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async prepare() {
      boss ??= await openQueue(db, { supervise: options.schedule, expireInSeconds: 3600 });
    },

    async start() {
      await service.prepare();
      const pollingIntervalSeconds = Math.max(0.5, options.pollSeconds);
      runWorker = await queue().work<RunMessage>(RUN_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
        if (job) await executeRun(db, job.data.runId, options.leaseSeconds);
      });
      for (const [name, handler] of handlers) {
        workers.set(
          name,
          await queue().work<object>(name, { pollingIntervalSeconds }, async ([job]) => {
            if (job) await handler(job.data);
          }),
        );
      }
      if (options.schedule) {
        await queue().work(DUE_QUEUE, { pollingIntervalSeconds }, () => service.tick());
        // pg-boss sends this tick once a minute for the whole cluster, whichever replicas are up.
        await queue().schedule(DUE_QUEUE, '* * * * *');
      }
      const checkLeases = () => {
        service.failExpiredRuns().catch((error: unknown) => console.error('Job lease check failed', error));
      };
      leaseTimer = setInterval(checkLeases, Math.max(1000, (options.leaseSeconds * 1000) / 3));
      leaseTimer.unref();
    },

    async stop() {
      if (leaseTimer) clearInterval(leaseTimer);
      // Graceful: no new run is fetched and the ones in hand finish (bounded); a run still going when the timeout
      // hits keeps its RUNNING row and is marked failed by another replica once its lease runs out.
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      boss = undefined;
      runWorker = undefined;
      workers.clear();
    },

    async send(name, data, tx) {
      await queue().send(name, data, tx ? { db: bossDb(tx, db) } : {});
    },

    wake(name) {
      const worker = workers.get(name);
      if (worker) queue().notifyWorker(worker);
    },

    workOn(name, handler) {
      handlers.set(name, handler);
    },
  };
  return service;
}
