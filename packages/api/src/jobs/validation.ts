import { badInput } from '../graphql/errors';
import type { JobInput } from '../graphql/resolvers.generated';
import { jobKindInfo } from './kinds';
import { scheduleProblem } from './schedule';

const NAME_MAX = 120;
const DESCRIPTION_MAX = 500;

/** A job's input, trimmed and checked: each problem is an input error on its own field, never a 500. */
export function validateJobInput(input: JobInput) {
  const name = input.name.trim();
  if (name === '') throw badInput('Enter a name for the job.', 'name');
  if (name.length > NAME_MAX) throw badInput(`A job name has at most ${NAME_MAX} characters.`, 'name');
  const description = (input.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX) {
    throw badInput(`A description has at most ${DESCRIPTION_MAX} characters.`, 'description');
  }
  if (!Object.hasOwn(jobKindInfo, input.kind)) {
    throw badInput(`Choose one of the built-in kinds; "${input.kind}" is not one.`, 'kind');
  }
  const problem = scheduleProblem(input.schedule);
  if (problem) throw badInput(problem, 'schedule');
  return { name, description, kind: input.kind, schedule: input.schedule.trim() };
}
