import {
  emailProblem,
  optionalTextProblem,
  requiredTextProblem,
  slugProblem,
  tagsOf,
  tagsProblem,
  urlProblem,
} from '@deals/admin-core/rules';
import { badInput } from '../graphql/errors';

// The rules themselves live in `@deals/admin-core/rules`, which the forms check too; these wrappers turn a refusal
// into the BAD_USER_INPUT answer naming the field, and return the value as stored.

/** Throws the first refused field of a `field → problem` record (what `productProblems` and the like answer). */
export function refuseFirst(problems: Record<string, string>): void {
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw badInput(message, field);
}

/** Throws a rule's refusal as BAD_USER_INPUT on `field`. */
export function refuse(problem: string | null, field: string): void {
  if (problem) throw badInput(problem, field);
}

/** Trimmed text of 1..max characters. */
export function requiredText(value: string | null | undefined, field: string, label: string, max: number): string {
  refuse(requiredTextProblem(value, label, max), field);
  return (value ?? '').trim();
}

export function optionalText(value: string | null | undefined, field: string, label: string, max: number): string {
  refuse(optionalTextProblem(value, label, max), field);
  return (value ?? '').trim();
}

/** An http(s) address with no whitespace, or null when left empty. */
export function optionalUrl(value: string | null | undefined, field: string, label: string): string | null {
  return (value ?? '').trim() ? requiredUrl(value, field, label) : null;
}

export function requiredUrl(value: string | null | undefined, field: string, label: string): string {
  refuse(urlProblem(value, label), field);
  return (value ?? '').trim();
}

export function requiredSlug(value: string | null | undefined, field: string, label = 'Slug'): string {
  refuse(slugProblem(value ?? '', label), field);
  return (value ?? '').trim();
}

export function optionalEmail(value: string | null | undefined, field: string, label: string): string | null {
  return (value ?? '').trim() ? requiredEmail(value, field, label) : null;
}

export function requiredEmail(value: string | null | undefined, field: string, label = 'Email'): string {
  refuse(emailProblem(value, label), field);
  return (value ?? '').trim().toLowerCase();
}

export function date(value: string | null | undefined, field: string, label: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw badInput(`${label} must be a valid date.`, field);
  return parsed;
}

export function requiredDate(value: string | null | undefined, field: string, label: string): Date {
  const parsed = date(value, field, label);
  if (!parsed) throw badInput(`${label} is required.`, field);
  return parsed;
}

export function tags(
  values: readonly string[] | null | undefined,
  field: string,
  label: string,
  max: number,
): string[] {
  refuse(tagsProblem(values, label, max), field);
  return tagsOf(values);
}
