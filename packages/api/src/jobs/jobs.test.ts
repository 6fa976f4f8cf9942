import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';
import { describeSchedule, nextRunAfter } from './schedule';

interface JobView {
  id: string;
  name: string;
  status: string;
  nextRunAt: string | null;
  scheduleDescription: string;
  lastRun: { status: string; log: string; trigger: string } | null;
}
const JOB_FIELDS = `id name status nextRunAt scheduleDescription lastRun { status log trigger }`;

describe('scheduled jobs', () => {
  let api: TestApi;
  const job = async (name: string) =>
    (
      await api.asAdmin<{ findJobs: { items: JobView[] } }>(`{ findJobs(limit: 100) { items { ${JOB_FIELDS} } } }`)
    ).findJobs.items.find((item) => item.name === name)!;

  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 120 }, config: { jobPollSeconds: 0.5 } });
    await api.services.jobs.start();
  });
  afterAll(() => api.close());

  it('describes cron schedules in words', () => {
    expect(describeSchedule('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeSchedule('30 3 * * *')).toBe('At 03:30');
  });

  it('computes the next run from the schedule', () => {
    expect(nextRunAfter('0 * * * *', new Date('2026-01-01T10:20:00Z')).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('runs a job now: the run appears as RUNNING, then finishes with its log', async () => {
    const target = await job('Deactivate expired deals');
    const { runJobNow } = await api.asAdmin<{ runJobNow: { status: string; trigger: string } }>(
      `mutation($id: ID!) { runJobNow(id: $id) { status trigger } }`,
      { id: target.id },
    );
    expect(runJobNow).toEqual({ status: 'RUNNING', trigger: 'MANUAL' });
    await api.services.jobs.idle();
    const after = await job('Deactivate expired deals');
    expect(after.lastRun?.status).toBe('SUCCEEDED');
    expect(after.lastRun?.log).toMatch(/Deactivated \d+ expired deals?\./);
    const { findProducts } = await api.asAdmin<{ findProducts: { count: number } }>(
      `query($now: DateTime) { findProducts(filter: { active: true, expiresBefore: $now }) { count } }`,
      { now: new Date().toISOString() },
    );
    expect(findProducts.count).toBe(0);
  });

  it('records a failed run with the reason in its log', async () => {
    await api.asAdmin(`mutation { updateBrand(id: "1", input: { title: "Nordhaus", active: false }) { id } }`);
    await api.asAdmin(
      `mutation { bulkUpdateProducts(ids: ["1","2","3","4","5","6","7","8","9","10"], input: { active: true }) { affected } }`,
    );
    const target = await job('Catalogue health report');
    await api.asAdmin(`mutation($id: ID!) { runJobNow(id: $id) { id } }`, { id: target.id });
    await api.services.jobs.idle();
    const after = await job('Catalogue health report');
    expect(after.lastRun?.status).toBe('FAILED');
    expect(after.lastRun?.log).toContain('Failed: Active deals point at inactive brands.');
  });

  it('pages the run history, newest first', async () => {
    const target = await job('End past sales');
    const page = async (skip: number) =>
      (
        await api.asAdmin<{ findJobRuns: { count: number; items: { startedAt: string }[] } }>(
          `query($id: ID!, $skip: Int) { findJobRuns(jobId: $id, skip: $skip, limit: 5) { count items { startedAt } } }`,
          { id: target.id, skip },
        )
      ).findJobRuns;
    const first = await page(0);
    const second = await page(5);
    expect(first.count).toBeGreaterThanOrEqual(8);
    const times = [...first.items, ...second.items].map((item) => Date.parse(item.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pauses and resumes: a paused job has no next run and is not started by the scheduler', async () => {
    const target = await job('End past sales');
    const { pauseJob } = await api.asAdmin<{ pauseJob: JobView }>(
      `mutation($id: ID!) { pauseJob(id: $id) { ${JOB_FIELDS} } }`,
      { id: target.id },
    );
    expect(pauseJob).toMatchObject({ status: 'PAUSED', nextRunAt: null });
    const before = (await job('End past sales')).lastRun;
    await api.services.jobs.tick(new Date(Date.now() + 2 * 3600 * 1000));
    await api.services.jobs.idle();
    expect((await job('End past sales')).lastRun).toEqual(before);
    const { resumeJob } = await api.asAdmin<{ resumeJob: JobView }>(
      `mutation($id: ID!) { resumeJob(id: $id) { ${JOB_FIELDS} } }`,
      { id: target.id },
    );
    expect(resumeJob.status).toBe('ACTIVE');
    expect(Date.parse(resumeJob.nextRunAt!)).toBeGreaterThan(Date.now());
  });

  it('starts due jobs on a scheduler tick and schedules the next run', async () => {
    const target = await job('Recompute category paths');
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await api.services.jobs.tick(later);
    await api.services.jobs.idle();
    const after = await job('Recompute category paths');
    expect(after.lastRun).toMatchObject({ status: 'SUCCEEDED', trigger: 'SCHEDULE' });
    expect(Date.parse(after.nextRunAt!)).toBeGreaterThan(later.getTime());
    expect(target.id).toBe(after.id);
  });

  it('refuses to start a job that is already running', async () => {
    const target = await job('Purge expired sessions');
    await api.services.db.query(`INSERT INTO job_runs (job_id, status, trigger) VALUES ($1, 'RUNNING', 'MANUAL')`, [
      Number(target.id),
    ]);
    const result = await api.request(
      `mutation($id: ID!) { runJobNow(id: $id) { id } }`,
      { id: target.id },
      api.adminToken,
    );
    expect(firstError(result).message).toBe(
      '"Purge expired sessions" is already running. Wait for the current run to finish.',
    );
  });
});
