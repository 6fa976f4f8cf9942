import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { FEED_QUEUE } from '../jobs/queue';
import type { JobService } from '../jobs/service';
import { runApply } from './applyPhase';
import { runCheck } from './checkPhase';
import { announceImport } from './historyBatch';
import { importColumns, importRepository, PHASES, type FeedImportRecord, type FeedPhase } from './importRepository';
import { LostClaim, type PhaseRun } from './phaseRun';
import { runUndo } from './undoPhase';

export interface FeedServiceOptions {
  /** A phase whose worker stopped renewing its lease this long is taken over by another replica. */
  leaseSeconds: number;
  /** How long a worker rests after each batch, as a share of the batch's own time (0.25: a quarter). */
  restShare: number;
  /** The most catalogue rows an apply or undo writes per second (FEED_WRITE_ROWS_PER_SECOND); absent: no limit. */
  writeRowsPerSecond?: number;
}

/**
 * How long a worker rests after a batch: a share of the batch's time (colleagues' requests get in), and, for a
 * batch that wrote rows under a write rate, long enough that the batch and its rest keep to that rate.
 */
export function restAfterBatch(
  batchMs: number,
  writtenRows: number,
  options: Pick<FeedServiceOptions, 'restShare' | 'writeRowsPerSecond'>,
): number {
  const share = batchMs * options.restShare;
  const rate = options.writeRowsPerSecond;
  const toKeepRate = rate && writtenRows > 0 ? (writtenRows * 1000) / rate - batchMs : 0;
  return Math.max(5, share, toKeepRate);
}

interface FeedMessage {
  importId: string;
}

const REST_SLICE_MS = 1000;

async function cancelAsked(db: Queryable, importId: string): Promise<boolean> {
  const { rows } = await db.query<{ cancel: boolean }>(
    'SELECT cancel_requested AS cancel FROM feed_imports WHERE id = $1',
    [Number(importId)],
  );
  return rows[0]?.cancel === true;
}

/** The replica is draining: its worker hands the phase over instead of starting another batch. */
class Stopping extends Error {}

const phaseStatuses = PHASES.map((phase) => `'${phase}'`).join(', ');

/**
 * Feed imports as queue work: starting a phase records it and queues its message in one transaction; any replica
 * that works jobs fetches it, takes the phase's lease and works it batch by batch. A replica that dies mid-phase
 * stops renewing its lease; another one (or the same, restarted) finds the stale lease and queues the phase again,
 * and its worker resumes from the checkpoint.
 */
export function createFeedService(db: Database, jobs: JobService, options: FeedServiceOptions) {
  let leaseTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  const running = new Set<Promise<void>>();

  async function claim(importId: string, token: string): Promise<FeedImportRecord | null> {
    const { rows } = await db.query<FeedImportRecord>(
      `UPDATE feed_imports SET worker_token = $2, heartbeat_at = now(), attempts = attempts + 1,
         stint_started_at = now(), stint_done = phase_done, updated_at = now()
       WHERE id = $1 AND status IN (${phaseStatuses})
         AND (worker_token IS NULL OR heartbeat_at < now() - make_interval(secs => $3))
       RETURNING ${importColumns}`,
      [Number(importId), token, options.leaseSeconds],
    );
    return rows[0] ?? null;
  }

  async function work(importId: string): Promise<void> {
    const token = randomUUID();
    const claimed = await claim(importId, token);
    if (!claimed) return;
    const heartbeat = setInterval(
      () => {
        db.query(`UPDATE feed_imports SET heartbeat_at = now() WHERE id = $1 AND worker_token = $2`, [
          Number(importId),
          token,
        ]).catch((error: unknown) => console.error(`Import ${importId} heartbeat`, error));
      },
      Math.max(250, (options.leaseSeconds * 1000) / 3),
    );
    const run: PhaseRun = {
      db,
      importId,
      token,
      async rest(batchMs, writtenRows = 0) {
        // In slices of at most a second: a long rest (a low write rate) still honours a cancel or a drain promptly.
        let left = restAfterBatch(batchMs, writtenRows, options);
        while (left > 0) {
          if (stopping) throw new Stopping();
          const slice = Math.min(left, REST_SLICE_MS);
          await new Promise((resolve) => setTimeout(resolve, slice));
          left -= slice;
          // The next batch's transaction sees the cancel and ends the phase.
          if (left > 0 && (await cancelAsked(db, importId))) return;
        }
      },
    };
    try {
      if (claimed.status === 'CHECKING') await runCheck(run, claimed);
      else if (claimed.status === 'APPLYING') await runApply(run);
      else await runUndo(run, { id: claimed.undoneById ?? '0', name: claimed.undoneByName ?? 'Someone' });
    } catch (error) {
      if (error instanceof LostClaim) return;
      if (error instanceof Stopping) {
        await handOver(importId, token);
        return;
      }
      console.error(`Import ${importId} failed`, error);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE feed_imports SET status = 'FAILED', error = $3, worker_token = NULL, finished_at = now(),
             updated_at = now() WHERE id = $1 AND worker_token = $2 RETURNING id`,
          [Number(importId), token, (error as Error).message],
        );
        if (rows.length) await announceImport(tx, importId);
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** A draining replica gives its phase back between two batches: queued again at once for another replica. */
  async function handOver(importId: string, token: string) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE feed_imports SET worker_token = NULL, heartbeat_at = now(), updated_at = now()
          WHERE id = $1 AND worker_token = $2 RETURNING id`,
        [Number(importId), token],
      );
      if (rows.length) await jobs.send(FEED_QUEUE, { importId } satisfies FeedMessage, tx);
    });
  }

  /** Queues again the phases whose worker stopped renewing its lease, and forgets uploads abandoned mid-way. */
  async function recoverStale(): Promise<string[]> {
    const resumed = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE feed_imports SET worker_token = NULL, heartbeat_at = now(), updated_at = now()
          WHERE status IN (${phaseStatuses}) AND heartbeat_at < now() - make_interval(secs => $1)
          RETURNING id::text AS id`,
        [options.leaseSeconds],
      );
      for (const { id } of rows) await jobs.send(FEED_QUEUE, { importId: id } satisfies FeedMessage, tx);
      await tx.query(`DELETE FROM feed_imports WHERE status = 'UPLOADING' AND updated_at < now() - interval '1 hour'`);
      return rows.map((row) => row.id);
    });
    if (resumed.length) jobs.wake(FEED_QUEUE);
    return resumed;
  }

  return {
    /**
     * Moves an import into a phase and queues its work, in the caller's transaction: the status, the progress reset
     * and the message commit together. Call `wake()` once the transaction committed.
     */
    async startPhase(
      tx: Queryable,
      importId: string,
      phase: FeedPhase,
      total: number,
      extra: Record<string, unknown> = {},
    ) {
      await importRepository.set(tx, importId, {
        status: phase,
        worker_token: null,
        heartbeat_at: new Date(),
        phase_total: total,
        phase_done: 0,
        phase_cursor: 0,
        phase_started_at: new Date(),
        stint_started_at: null,
        stint_done: 0,
        error: null,
        ...extra,
      });
      await jobs.send(FEED_QUEUE, { importId } satisfies FeedMessage, tx);
      await announceImport(tx, importId);
    },
    wake: () => jobs.wake(FEED_QUEUE),
    recoverStale,
    /** Registers the worker; it runs once the job service starts (replicas with RUN_JOBS). */
    register() {
      jobs.workOn(FEED_QUEUE, async (data) => {
        const job = work((data as FeedMessage).importId);
        running.add(job);
        await job.finally(() => running.delete(job));
      });
    },
    start() {
      const check = () => void recoverStale().catch((error: unknown) => console.error('Import lease check', error));
      leaseTimer = setInterval(check, Math.max(1000, (options.leaseSeconds * 1000) / 3));
      leaseTimer.unref();
    },
    /** Stops checking leases and hands every phase this replica works back after its current batch. */
    async stop() {
      if (leaseTimer) clearInterval(leaseTimer);
      stopping = true;
      await Promise.allSettled([...running]);
    },
    /** Resolves when this process works no phase any more (tests). */
    async idle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM feed_imports WHERE status IN (${phaseStatuses})`,
        );
        if (rows[0]!.n === 0) return;
        if (Date.now() > deadline) throw new Error(`Imports still working after ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
