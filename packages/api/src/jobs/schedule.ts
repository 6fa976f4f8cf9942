import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';
import { badInput } from '../graphql/errors';

/** Five fields (minute hour day month weekday): what staff type, and what the minute tick can honour. */
const FIELD_COUNT = 5;

/** Why a schedule is not usable, in words a person can act on; null when it is fine. */
export function scheduleProblem(schedule: string): string | null {
  const trimmed = schedule.trim();
  if (trimmed === '') return 'Enter a schedule, e.g. "*/15 * * * *" for every 15 minutes.';
  const fields = trimmed.split(/\s+/).length;
  if (fields !== FIELD_COUNT) {
    return `A schedule has 5 fields (minute hour day month weekday); "${trimmed}" has ${fields}.`;
  }
  try {
    CronExpressionParser.parse(trimmed, { tz: 'UTC', strict: false }).next();
    cronstrue.toString(trimmed);
    return null;
  } catch (error) {
    return `"${trimmed}" is not a valid cron schedule: ${String((error as Error).message ?? error).replace(/\.$/, '')}.`;
  }
}

/** The next `count` times a cron schedule fires after `from` (UTC); a bad schedule is an input error. */
export function upcomingRuns(schedule: string, count: number, from = new Date()): Date[] {
  const problem = scheduleProblem(schedule);
  if (problem) throw badInput(problem, 'schedule');
  const expression = CronExpressionParser.parse(schedule.trim(), { currentDate: from, tz: 'UTC' });
  return Array.from({ length: count }, () => expression.next().toDate());
}

/** The next time a cron schedule fires after `from` (UTC). */
export function nextRunAfter(schedule: string, from = new Date()): Date {
  return upcomingRuns(schedule, 1, from)[0]!;
}

/** "*\/15 * * * *" → "Every 15 minutes". */
export function describeSchedule(schedule: string): string {
  try {
    return cronstrue.toString(schedule, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return schedule;
  }
}
