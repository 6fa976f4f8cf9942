import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';
import { createJobService, type JobService } from './service';

/**
 * Two job services on one database behave as two replicas: every decision that must be taken once (a due slot,
 * a "Run now", a dead replica's run) is taken in the database, never in one process's memory.
 */
describe('jobs across replicas', () => {
  let api: TestApi;
  let second: JobService;
  const LEASE_SECONDS = 2;

  const jobId = async (name: string) =>
    (
      await api.asAdmin<{ findJobs: { items: { id: string; name: string }[] } }>(
        `{ findJobs(limit: 100) { items { id name } } }`,
      )
    ).findJobs.items.find((item) => item.name === name)!.id;
  const runsOf = async (id: string) =>
    (
      await api.services.db.query<{ status: string; trigger: string; log: string }>(
        `SELECT status, trigger, log FROM job_runs WHERE job_id = $1 AND started_at > now() - interval '1 hour'
         ORDER BY id`,
        [Number(id)],
      )
    ).rows;

  beforeAll(async () => {
    api = await startTestApi({ config: { jobPollSeconds: 0.5, jobLeaseSeconds: LEASE_SECONDS } });
    second = createJobService(api.services.db, { leaseSeconds: LEASE_SECONDS, pollSeconds: 0.5, schedule: false });
    await Promise.all([api.services.jobs.start(), second.start()]);
  });
  afterAll(async () => {
    await second.stop();
    await api.close();
  });

  it('starts one run when "Run now" is pressed on two replicas at once', async () => {
    const id = await jobId('Purge expired sessions');
    const results = await Promise.allSettled([api.services.jobs.runNow(id), second.runNow(id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toBe(
      '"Purge expired sessions" is already running. Wait for the current run to finish.',
    );
    await api.services.jobs.idle();
    expect(await runsOf(id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', trigger: 'MANUAL' })]);
  });

  it('starts a due slot once when both replicas tick at the same moment', async () => {
    const id = await jobId('End past sales');
    const due = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await Promise.all([api.services.jobs.tick(due), second.tick(due), api.services.jobs.tick(due)]);
    await api.services.jobs.idle();
    expect(await runsOf(id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', trigger: 'SCHEDULE' })]);
  });

  it("marks a dead replica's run failed once its lease runs out, and the job runs again at its next slot", async () => {
    const id = await jobId('Recompute category paths');
    const earlier = (await runsOf(id)).length;
    const newRuns = async () => (await runsOf(id)).slice(earlier);
    // A run whose replica died: RUNNING, with a heartbeat nobody renews.
    await api.services.db.query(
      `INSERT INTO job_runs (job_id, status, trigger, heartbeat_at) VALUES ($1, 'RUNNING', 'SCHEDULE', now())`,
      [Number(id)],
    );
    const refused = await api.request(`mutation($id: ID!) { runJobNow(id: $id) { id } }`, { id }, api.adminToken);
    expect(firstError(refused).message).toBe(
      '"Recompute category paths" is already running. Wait for the current run to finish.',
    );
    await expect.poll(newRuns, { timeout: 20_000, interval: 200 }).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        log: `Failed: the replica running it stopped (no heartbeat for ${LEASE_SECONDS} s).`,
      }),
    ]);
    const { findJobById } = await api.asAdmin<{ findJobById: { nextRunAt: string } }>(
      `query($id: ID!) { findJobById(id: $id) { nextRunAt } }`,
      { id },
    );
    await second.tick(new Date(findJobById.nextRunAt));
    await api.services.jobs.idle();
    expect((await newRuns()).map((run) => run.status)).toEqual(['FAILED', 'SUCCEEDED']);
  }, 40_000);
});
