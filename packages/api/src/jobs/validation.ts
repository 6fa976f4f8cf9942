import { TEXT_LIMITS } from '@deals/admin-core/rules';
import { badInput } from '../graphql/errors';
import { optionalText, requiredText } from '../validation/rules';
import type { JobInput } from '../graphql/resolvers.generated';
import { jobKindInfo } from './kinds';
import { scheduleProblem } from './schedule';

/** A job's input, trimmed and checked: each problem is an input error on its own field, never a 500. */
export function validateJobInput(input: JobInput) {
  const name = requiredText(input.name, 'name', 'Name', TEXT_LIMITS.name);
  const description = optionalText(input.description, 'description', 'Description', TEXT_LIMITS.jobDescription);
  if (!Object.hasOwn(jobKindInfo, input.kind)) {
    throw badInput(`Choose one of the built-in kinds; "${input.kind}" is not one.`, 'kind');
  }
  const problem = scheduleProblem(input.schedule);
  if (problem) throw badInput(problem, 'schedule');
  return { name, description, kind: input.kind, schedule: input.schedule.trim() };
}
