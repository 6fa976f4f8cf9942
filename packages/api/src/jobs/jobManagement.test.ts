import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

const JOB = `id name description kind schedule scheduleDescription status nextRunAt`;

describe('staff manage jobs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 20 } });
  });
  afterAll(() => api.close());

  const save = (mutation: string, variables: Record<string, unknown>) =>
    api.request(mutation, variables, api.adminToken);

  it('lists the built-in kinds with what they do', async () => {
    const { jobKinds } = await api.asAdmin<{ jobKinds: { kind: string; label: string }[] }>(
      `{ jobKinds { kind label description } }`,
    );
    expect(jobKinds.map((kind) => kind.kind)).toEqual([
      'DEACTIVATE_EXPIRED_DEALS',
      'END_PAST_SALES',
      'RECOMPUTE_CATEGORY_PATHS',
      'PURGE_EXPIRED_SESSIONS',
      'CATALOGUE_HEALTH_REPORT',
    ]);
  });

  it('previews a schedule in words with its next runs, and explains a bad one on the field', async () => {
    const { previewJobSchedule } = await api.asAdmin<{
      previewJobSchedule: { description: string; nextRuns: string[] };
    }>(`{ previewJobSchedule(schedule: "0 */6 * * *", count: 3) { description nextRuns } }`);
    expect(previewJobSchedule.description).toBe('On the hour, every 6 hours');
    expect(previewJobSchedule.nextRuns).toHaveLength(3);
    const [first, second] = previewJobSchedule.nextRuns.map(Date.parse);
    expect(second! - first!).toBe(6 * 3600 * 1000);

    const bad = await api.request(`{ previewJobSchedule(schedule: "61 * * * *") { description } }`, {}, api.adminToken);
    expect(firstError(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'schedule' });
    expect(firstError(bad).message).toMatch(/^"61 \* \* \* \*" is not a valid cron schedule/);
    const short = await api.request(`{ previewJobSchedule(schedule: "* * *") { description } }`, {}, api.adminToken);
    expect(firstError(short).message).toBe('A schedule has 5 fields (minute hour day month weekday); "* * *" has 3.');
  });

  it('creates a job from a kind, edits its schedule (moving its next run) and deletes it with its history', async () => {
    const created = await save(`mutation($input: JobInput!) { createJob(input: $input) { ${JOB} } }`, {
      input: { name: '  Hourly sweep ', kind: 'DEACTIVATE_EXPIRED_DEALS', schedule: '0 * * * *' },
    });
    const job = (created.data as { createJob: { id: string; name: string; status: string; nextRunAt: string } })
      .createJob;
    expect(job).toMatchObject({ name: 'Hourly sweep', status: 'ACTIVE', scheduleDescription: 'Every hour' });
    expect(new Date(job.nextRunAt).getUTCMinutes()).toBe(0);

    const updated = await api.asAdmin<{ updateJob: { schedule: string; nextRunAt: string } }>(
      `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB} } }`,
      { id: job.id, input: { name: 'Hourly sweep', kind: 'DEACTIVATE_EXPIRED_DEALS', schedule: '30 2 * * *' } },
    );
    expect(updated.updateJob.schedule).toBe('30 2 * * *');
    expect(new Date(updated.updateJob.nextRunAt).toISOString()).toMatch(/T02:30:00\.000Z$/);

    await api.asAdmin(`mutation($id: ID!) { runJobNow(id: $id) { id } }`, { id: job.id });
    const { deleteJob } = await api.asAdmin<{ deleteJob: { statusCode: number } }>(
      `mutation($id: ID!) { deleteJob(id: $id) { statusCode message } }`,
      { id: job.id },
    );
    expect(deleteJob.statusCode).toBe(200);
    const runs = await api.services.db.query(`SELECT 1 FROM job_runs WHERE job_id = $1`, [Number(job.id)]);
    expect(runs.rows).toEqual([]);
  });

  it('answers bad input with a message on its field, never a server error', async () => {
    const create = (input: Record<string, unknown>) =>
      save(`mutation($input: JobInput!) { createJob(input: $input) { id } }`, { input });
    expect(firstError(await create({ name: ' ', kind: 'END_PAST_SALES', schedule: '* * * * *' }))).toEqual({
      message: 'Name is required.',
      field: 'name',
      code: 'BAD_USER_INPUT',
    });
    expect(firstError(await create({ name: 'x', kind: 'DROP_TABLES', schedule: '* * * * *' }))).toMatchObject({
      message: 'Choose one of the built-in kinds; "DROP_TABLES" is not one.',
      field: 'kind',
    });
    expect(firstError(await create({ name: 'x', kind: 'END_PAST_SALES', schedule: 'every day' }))).toMatchObject({
      field: 'schedule',
      code: 'BAD_USER_INPUT',
    });
  });
});
