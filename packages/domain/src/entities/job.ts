import { TEXT_LIMITS } from '../rules/text';
import { createdAtField } from './commonFields';
import { defineEntity } from './defineEntity';

/**
 * Scheduled work. The kinds of work and the cron grammar are the API's (it runs them), so `kind` and `schedule` are
 * checked there; the rest here.
 */
export const jobEntity = defineEntity({
  name: 'job',
  noun: 'Job',
  plural: 'Jobs',
  recordType: 'JOB',
  resource: 'jobs',
  table: 'jobs',
  titleField: 'name',
  versioned: false,
  actions: ['read', 'create', 'update', 'delete', 'run'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      max: TEXT_LIMITS.name,
      search: true,
      list: { header: 'Job' },
    },
    description: { kind: 'longText', label: 'Description', max: TEXT_LIMITS.jobDescription },
    kind: {
      kind: 'text',
      label: 'Kind',
      required: true,
      rule: (value) => (typeof value === 'string' && value.trim() ? null : 'Choose what the job does.'),
      search: true,
      // The schedule in words says what runs.
      list: { hidden: true },
    },
    schedule: {
      kind: 'text',
      label: 'Schedule',
      required: true,
      rule: (value) =>
        typeof value === 'string' && value.trim()
          ? null
          : 'Enter a schedule, e.g. "*/15 * * * *" for every 15 minutes.',
      list: {},
    },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: [
        { value: 'ACTIVE', label: 'Active' },
        { value: 'PAUSED', label: 'Paused' },
      ],
      // The jobs list offers it as the Active / Inactive status every list has (`active` in its URL).
      filter: { kind: 'equals', arg: 'status', label: 'Status', list: false },
      list: {},
      history: { format: 'enum' },
    },
    nextRunAt: { kind: 'date', label: 'Next run', readOnly: true, list: {}, import: false, history: false },
    createdAt: { ...createdAtField, list: false },
  },
});
