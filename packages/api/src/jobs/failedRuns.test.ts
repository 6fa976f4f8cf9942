import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

interface FailedRun {
  id: string;
  jobId: string;
  job: { id: string; name: string };
  log: string;
}

describe("the week's failed job runs: which job, which run, and the jobs they belong to", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  }, 60_000);
  afterAll(() => api.close());

  /** Adds failed runs to a job, `daysAgo` each, so the week's count goes past what the dashboard lists. */
  async function failRuns(jobId: string, daysAgo: number[]) {
    for (const days of daysAgo) {
      await api.services.db.query(
        `INSERT INTO job_runs (job_id, started_at, finished_at, status, trigger, log)
         VALUES ($1, now() - make_interval(days => $2), now() - make_interval(days => $2), 'FAILED', 'SCHEDULE',
                 'Started.' || chr(10) || 'Failed: the report could not be written.')`,
        [jobId, days],
      );
    }
  }

  it("names each failed run's job, and finds the run by id wherever it sits in the history", async () => {
    const { findJobs } = await api.asAdmin<{ findJobs: { items: { id: string; name: string }[] } }>(
      `{ findJobs(limit: 100) { items { id name } } }`,
    );
    const [first, second] = findJobs.items;
    // Eleven this week (past the dashboard's five), two more a month ago that must not count.
    await failRuns(first!.id, [1, 1, 2, 2, 3, 3, 4, 5, 6]);
    await failRuns(second!.id, [2, 4, 30, 31]);

    const { dashboardStats } = await api.asAdmin<{
      dashboardStats: { failedJobRunCount: number; failedJobRuns: FailedRun[] };
    }>(`{ dashboardStats { failedJobRunCount failedJobRuns { id jobId job { id name } log } } }`);
    expect(dashboardStats.failedJobRuns).toHaveLength(5);
    expect(dashboardStats.failedJobRunCount).toBeGreaterThanOrEqual(11);
    const names = new Map(findJobs.items.map((job) => [job.id, job.name]));
    for (const run of dashboardStats.failedJobRuns) {
      expect(run.job).toEqual({ id: run.jobId, name: names.get(run.jobId) });
    }

    const oldest = dashboardStats.failedJobRuns.at(-1)!;
    const { findJobRunById } = await api.asAdmin<{ findJobRunById: FailedRun }>(
      `query($id: ID!) { findJobRunById(id: $id) { id jobId job { id name } log } }`,
      { id: oldest.id },
    );
    expect(findJobRunById).toEqual(oldest);
  });

  it('lists the jobs with a failed run in the last N days, and refuses a meaningless N', async () => {
    const failedThisWeek = await api.asAdmin<{ findJobs: { count: number; items: { id: string }[] } }>(
      `{ findJobs(filter: { failedWithinDays: 7 }, limit: 100) { count items { id } } }`,
    );
    const { rows } = await api.services.db.query<{ id: string }>(
      `SELECT DISTINCT job_id::text AS id FROM job_runs WHERE status = 'FAILED' AND started_at > now() - interval '7 days'
        ORDER BY 1`,
    );
    expect(failedThisWeek.findJobs.items.map((job) => job.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(failedThisWeek.findJobs.count).toBe(rows.length);

    const refused = await api.request(`{ findJobs(filter: { failedWithinDays: 0 }) { count } }`, {}, api.adminToken);
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.failedWithinDays' });
  });

  it('a viewer may read a run (jobs are readable by every role); an unknown run is NOT_FOUND', async () => {
    const viewer = await api.login('viewer@example.com', 'viewer-password');
    const { rows } = await api.services.db.query<{ id: string }>(`SELECT id::text AS id FROM job_runs LIMIT 1`);
    const read = await api.request(
      `query($id: ID!) { findJobRunById(id: $id) { id job { name } } }`,
      {
        id: rows[0]!.id,
      },
      viewer.accessToken,
    );
    expect(read.errors).toBeUndefined();
    const missing = await api.request(`{ findJobRunById(id: "999999") { id } }`, {}, viewer.accessToken);
    expect(firstError(missing).code).toBe('NOT_FOUND');
  });
});
