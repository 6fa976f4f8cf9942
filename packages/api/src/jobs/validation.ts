import { jobEntity } from '@deals/domain/entities';
import { badInput } from '../graphql/errors';
import { entityWriteFrom } from '../validation/entityWrite';
import type { JobInput } from '../graphql/resolvers.generated';
import { jobKindInfo } from './kinds';
import { scheduleProblem } from './schedule';

/**
 * A job's input, trimmed and checked: each problem is an input error on its own field, never a 500. Name and
 * description by the job's definition (the form checks the same); the kinds and the cron grammar are the API's.
 */
export function validateJobInput(input: JobInput) {
  const { name, description } = entityWriteFrom(jobEntity, input);
  if (!Object.hasOwn(jobKindInfo, input.kind)) {
    throw badInput(`Choose one of the built-in kinds; "${input.kind}" is not one.`, 'kind');
  }
  const problem = scheduleProblem(input.schedule);
  if (problem) throw badInput(problem, 'schedule');
  return { name, description, kind: input.kind, schedule: input.schedule.trim() };
}
