import { passwordProblem } from '@deals/domain/rules';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../graphql/errors';
import { isDemoPassword } from '../seed/demoAccounts';

/**
 * The server's larger list: zxcvbn-ts's ~49,000 most common passwords (from breach corpora), beside the short list
 * the browser checks, plus the demo accounts' passwords (published in the README). Loaded on first use, compared
 * case-insensitively.
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase()) || isDemoPassword(password);
}

/** The shared policy (`passwordProblem`) on every password a person sets; `field` names the form field to mark. */
export function acceptablePassword(
  value: string,
  field: string,
  person: { email?: string | null; name?: string | null },
): string {
  const problem = passwordProblem(value, { ...person, isCommon: isCommonPassword });
  if (problem) throw badInput(problem, field);
  return value;
}
