import type { Database } from '../db/database';
import { jobKinds, type JobKindWork } from './kinds';
import { runRepository } from './runRepository';

/**
 * Executes one RUNNING run on this replica: the job kind's work in one transaction, the lease renewed every third
 * of its length while it works, and the result with its log. A run that is no longer RUNNING (another replica
 * marked it failed after its lease ran out) is left alone.
 */
export async function executeRun(db: Database, runId: string, leaseSeconds: number): Promise<void> {
  const run = await runRepository.runningWithKind(db, runId);
  if (!run) return;
  const lines = [`Started ${run.kind} at ${new Date().toISOString()}.`];
  const heartbeat = setInterval(
    () => {
      runRepository.heartbeat(db, runId).catch((error: unknown) => console.error(`Run ${runId} heartbeat`, error));
    },
    Math.max(250, (leaseSeconds * 1000) / 3),
  );
  try {
    const work = (jobKinds as Record<string, JobKindWork | undefined>)[run.kind];
    if (!work) throw new Error(`Unknown job kind ${run.kind}.`);
    lines.push(...(await db.transaction((tx) => work(tx))));
    lines.push('Finished successfully.');
    await runRepository.finish(db, runId, 'SUCCEEDED', lines.join('\n'));
  } catch (error) {
    const extra = (error as { log?: string[] }).log ?? [];
    lines.push(...extra, `Failed: ${(error as Error).message}`);
    await runRepository.finish(db, runId, 'FAILED', lines.join('\n'));
  } finally {
    clearInterval(heartbeat);
  }
}
