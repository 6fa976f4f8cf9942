import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';
import { badInput } from '../graphql/errors';

/** The next time a cron schedule fires after `from` (UTC). */
export function nextRunAfter(schedule: string, from = new Date()): Date {
  try {
    return CronExpressionParser.parse(schedule, { currentDate: from, tz: 'UTC' }).next().toDate();
  } catch {
    throw badInput(`"${schedule}" is not a valid cron schedule.`, 'schedule');
  }
}

/** "*\/15 * * * *" → "Every 15 minutes". */
export function describeSchedule(schedule: string): string {
  try {
    return cronstrue.toString(schedule, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return schedule;
  }
}
